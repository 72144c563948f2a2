import { and, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Appointment,
  appointmentsResponseSchema,
  futureAppointmentsQuerySchema,
  jobOrderAppointmentsQuerySchema,
  myAppointmentsQuerySchema,
  todaysAppointmentsQuerySchema,
} from '../../contract/appointments';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import { type Caller, callerOf } from '../access/authenticate';
import { ensureJobOrderVisible, ensureObjectVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { appointmentVisible, boundScope, type Scope, scopeOf } from '../access/row-scope';
import { dayBounds } from '../appointments/provider-day';
import { appointments, deliveryAddresses, jobOrders, relations, serviceObjects } from '../db/schema';
import { Bindings, boundOr, StatementsByShape } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, type ListExport, sendExport } from '../exports/send';
import { appointmentTable } from '../exports/tables';
import { countRows, literalLimit, offsetOf, type PageQuery, pageOf, totalColumn } from '../lists/paging';
import { type Narrowing, narrowedTo, narrowedToParents } from '../lists/parent-filter';

const ap = appointments;
const notDeclined = or(isNull(ap.request), ne(ap.request, 'declined'));

/** An appointment as its lists show it, with the names of whose and where it is. */
const appointmentColumns = {
  pK_R_APPOINTMENT: ap.id,
  fK_PT_RELATION: ap.relationId,
  relationName: relations.name,
  fK_PT_RELATIONDELIVERYADDRESS: ap.deliveryAddressId,
  locationName: deliveryAddresses.name,
  fK_R_SERVICEOBJECT: ap.objectId,
  serviceobjectnumber: serviceObjects.serviceObjectNumber,
  fK_R_JOBORDER: ap.jobOrderId,
  jobordernumber: jobOrders.jobOrderNumber,
  startsAt: ap.startsAt,
  type: ap.type,
  serviceEngineer: ap.engineerName,
  status: ap.status,
  request: ap.request,
  dayPart: ap.dayPart,
};

/**
 * The appointments of a list: the caller's scope, the list's own condition (its day or its parent), and no
 * declined request, which is no visit: it stays on record for the provider but is listed nowhere.
 */
const appointmentsWhere = (scope: Scope, narrowing: Narrowing, bindings?: Bindings) =>
  and(scope.current, appointmentVisible(scope), notDeclined, narrowing.where(bindings));

/** The lists' one order: by start time, then key. */
const byStartTime = new KeysetWalk(ap.startsAt, ap.id, 'asc');

/** The appointments of the engineer who asks, by the address the ERP writes for them. */
function mineOf(caller: Caller): Narrowing {
  // The ERP writes the engineer's address as it has it; the portal's accounts are unique case-insensitively.
  const emails = [...new Set([caller.email, caller.email.toLowerCase()])];
  return {
    shape: `${emails.length} engineer emails`,
    where: (bindings) =>
      inArray(
        ap.engineerEmail,
        emails.map((email, index) => boundOr(bindings, `email${index}`, email)),
      ),
  };
}

export async function appointmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Appointments are the visits of job orders: read with the orders' permission.
  const canView = readersOf('orders');
  const listResponse = { 200: appointmentsResponseSchema };

  const statements = new StatementsByShape();

  function pageOfAppointments(callerScope: Scope, narrowing: Narrowing, query: PageQuery) {
    const bindings = new Bindings();
    const { scope, shape } = boundScope(callerScope, bindings);
    const where = appointmentsWhere(scope, narrowing, bindings);
    // The page's keys and the count first, from the appointments alone, then the names of only the page's
    // rows: 500 visits today no longer join four tables each before the page is cut.
    const keys = app.db
      .select({ key: ap.id, total: totalColumn.as('total') })
      .from(ap)
      .where(where)
      .orderBy(...byStartTime.orderBy())
      .limit(literalLimit(query.pageSize))
      .offset(bindings.value('offset', offsetOf(query)))
      .as('page');
    const rows = app.db
      .select({
        total: keys.total,
        ...appointmentColumns,
      })
      .from(ap)
      .innerJoin(keys, eq(keys.key, ap.id))
      .innerJoin(relations, eq(relations.id, ap.relationId))
      .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, ap.deliveryAddressId))
      .leftJoin(serviceObjects, eq(serviceObjects.id, ap.objectId))
      .leftJoin(jobOrders, eq(jobOrders.id, ap.jobOrderId))
      .orderBy(...byStartTime.orderBy());
    const page = statements
      .run(`${shape}|${narrowing.shape}|${query.pageSize} rows`, rows, bindings)
      .then((found) =>
        found.map(({ startsAt, ...row }): Appointment & { total: number } => ({
          ...row,
          date: startsAt.toISOString(),
        })),
      );
    return pageOf(query, page, () => countRows(app.db, ap, where, bindings), callerScope.proof);
  }

  /** Visits from `from` on (before `until`, when given): the shape `name`, and the list's own condition `also`. */
  const between = (name: string, also: Narrowing, from: Date, until?: Date): Narrowing => ({
    shape: `${name}+${also.shape}`,
    where: (bindings) =>
      and(
        gte(ap.startsAt, boundOr(bindings, 'from', from, ap.startsAt)),
        until && lt(ap.startsAt, boundOr(bindings, 'until', until, ap.startsAt)),
        also.where(bindings),
      ),
  });
  const today = (also: Narrowing) => {
    const { todayStart, tomorrowStart } = dayBounds();
    return between('today', also, todayStart, tomorrowStart);
  };
  const future = (also: Narrowing) => between('future', also, dayBounds().tomorrowStart);

  app.get(
    '/api/appointmentaction/today',
    { ...canView, schema: { querystring: todaysAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const narrowed = await narrowedToParents(app.db, scope, request.query, {
        relationId: ap.relationId,
        locationId: ap.deliveryAddressId,
        objectId: ap.objectId,
      });
      return pageOfAppointments(scope, today(narrowed), request.query);
    },
  );

  app.get(
    '/api/appointmentaction/future',
    { ...canView, schema: { querystring: futureAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      return pageOfAppointments(
        scope,
        future(narrowedTo(['objectId', ap.objectId, objectId])),
        request.query,
      );
    },
  );

  app.get(
    '/api/appointmentaction/joborder',
    { ...canView, schema: { querystring: jobOrderAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      return pageOfAppointments(scope, narrowedTo(['jobOrderId', ap.jobOrderId, jobOrderId]), request.query);
    },
  );

  app.get(
    '/api/MyAppointments',
    {
      ...readersOf('myAppointments'),
      schema: { querystring: myAppointmentsQuerySchema, response: listResponse },
    },
    async (request) => {
      const caller = callerOf(request);
      const mine = mineOf(caller);
      return pageOfAppointments(
        scopeOf(caller),
        request.query.when === 'today' ? today(mine) : future(mine),
        request.query,
      );
    },
  );

  /** Every appointment of a list, by start time, read in batches by keys. */
  function exportOfAppointments(scope: Scope, narrowing: Narrowing) {
    const where = appointmentsWhere(scope, narrowing);
    return {
      table: appointmentTable,
      total: () => countRows(app.db, ap, where),
      batches: walkInBatches(byStartTime, (after, limit) =>
        app.db
          .select({ ...appointmentColumns, ...byStartTime.columns })
          .from(ap)
          .innerJoin(relations, eq(relations.id, ap.relationId))
          .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, ap.deliveryAddressId))
          .leftJoin(serviceObjects, eq(serviceObjects.id, ap.objectId))
          .leftJoin(jobOrders, eq(jobOrders.id, ap.jobOrderId))
          .where(and(where, after))
          .orderBy(...byStartTime.orderBy())
          .limit(limit),
      ),
    } satisfies ListExport<unknown>;
  }

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/appointmentaction/today'),
    { ...exporting, schema: { querystring: exportQuerySchema(todaysAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const narrowed = await narrowedToParents(app.db, scope, request.query, {
        relationId: ap.relationId,
        locationId: ap.deliveryAddressId,
        objectId: ap.objectId,
      });
      return sendExport(request, reply, request.query.format, exportOfAppointments(scope, today(narrowed)));
    },
  );

  app.get(
    exportPathOf('/api/appointmentaction/future'),
    { ...exporting, schema: { querystring: exportQuerySchema(futureAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { objectId, format } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      const narrowed = future(narrowedTo(['objectId', ap.objectId, objectId]));
      return sendExport(request, reply, format, exportOfAppointments(scope, narrowed));
    },
  );

  app.get(
    exportPathOf('/api/appointmentaction/joborder'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrderAppointmentsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId, format } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      const narrowed = narrowedTo(['jobOrderId', ap.jobOrderId, jobOrderId]);
      return sendExport(request, reply, format, exportOfAppointments(scope, narrowed));
    },
  );

  app.get(
    exportPathOf('/api/MyAppointments'),
    {
      ...exportOptions(readersOf('myAppointments')),
      schema: { querystring: exportQuerySchema(myAppointmentsQuerySchema) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { when, format } = request.query;
      const mine = mineOf(caller);
      const narrowed = when === 'today' ? today(mine) : future(mine);
      return sendExport(request, reply, format, exportOfAppointments(scopeOf(caller), narrowed));
    },
  );
}
