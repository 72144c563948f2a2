import { and, asc, eq, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
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
import { callerOf } from '../access/authenticate';
import { ensureJobOrderVisible, ensureObjectVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { appointmentVisible, type Scope, scopeOf } from '../access/row-scope';
import { appointments, deliveryAddresses, jobOrders, relations, serviceObjects } from '../db/schema';
import { dayBounds } from './calendar';
import { countRows, literalLimit, offsetOf, type PageQuery, pageOf, totalColumn } from './paging';
import { narrowedToParents } from './parent-filter';

const ap = appointments;
const notDeclined = or(isNull(ap.request), ne(ap.request, 'declined'));

export async function appointmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Appointments are the visits of job orders: read with the orders' permission.
  const canView = readersOf('orders');
  const listResponse = { 200: appointmentsResponseSchema };

  function pageOfAppointments(scope: Scope, filter: SQL | undefined, query: PageQuery) {
    // A declined request is no visit: it stays on record for the provider but is listed nowhere.
    const where = and(scope.current, appointmentVisible(scope), notDeclined, filter);
    // The page's keys and the count first, from the appointments alone, then the names of only the page's
    // rows: 500 visits today no longer join four tables each before the page is cut.
    const keys = app.db
      .select({ key: ap.id, total: totalColumn.as('total') })
      .from(ap)
      .where(where)
      .orderBy(asc(ap.startsAt), asc(ap.id))
      .limit(literalLimit(query.pageSize))
      .offset(offsetOf(query))
      .as('page');
    const rows = app.db
      .select({
        total: keys.total,
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
      })
      .from(ap)
      .innerJoin(keys, eq(keys.key, ap.id))
      .innerJoin(relations, eq(relations.id, ap.relationId))
      .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, ap.deliveryAddressId))
      .leftJoin(serviceObjects, eq(serviceObjects.id, ap.objectId))
      .leftJoin(jobOrders, eq(jobOrders.id, ap.jobOrderId))
      .orderBy(asc(ap.startsAt), asc(ap.id))
      .then((found) =>
        found.map(({ startsAt, ...row }): Appointment & { total: number } => ({
          ...row,
          date: startsAt.toISOString(),
        })),
      );
    return pageOf(query, rows, () => countRows(app.db, ap, where), scope.proof);
  }

  const today = () => {
    const { todayStart, tomorrowStart } = dayBounds();
    return and(gte(ap.startsAt, todayStart), lt(ap.startsAt, tomorrowStart));
  };
  const future = () => gte(ap.startsAt, dayBounds().tomorrowStart);

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
      return pageOfAppointments(scope, and(today(), narrowed), request.query);
    },
  );

  app.get(
    '/api/appointmentaction/future',
    { ...canView, schema: { querystring: futureAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      return pageOfAppointments(scope, and(future(), eq(ap.objectId, objectId)), request.query);
    },
  );

  app.get(
    '/api/appointmentaction/joborder',
    { ...canView, schema: { querystring: jobOrderAppointmentsQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      return pageOfAppointments(scope, eq(ap.jobOrderId, jobOrderId), request.query);
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
      // The ERP writes the engineer's address as it has it; the portal's accounts are unique case-insensitively.
      const mine = inArray(ap.engineerEmail, [...new Set([caller.email, caller.email.toLowerCase()])]);
      return pageOfAppointments(
        scopeOf(caller),
        and(mine, request.query.when === 'today' ? today() : future()),
        request.query,
      );
    },
  );
}
