import { and, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Appointment } from '../../contract/appointments';
import type { Caller } from '../access/authenticate';
import { appointmentVisible, boundScope, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { appointments, deliveryAddresses, jobOrders, relations, serviceObjects } from '../db/schema';
import { Bindings, boundOr, statementsPerDatabase } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
import { appointmentTable } from '../exports/tables';
import { countRows, literalLimit, offsetOf, type PageQuery, pageOf, totalColumn } from '../lists/paging';
import { type Narrowing, narrowedTo, narrowedToParents } from '../lists/parent-filter';
import { dayBounds } from './provider-day';

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

const statements = statementsPerDatabase();

/**
 * A page of a list of appointments. The page's keys and the count first, from the appointments alone, then the
 * names of only the page's rows: 500 visits today no longer join four tables each before the page is cut.
 */
export function appointmentPage(db: Db, callerScope: Scope, narrowing: Narrowing, query: PageQuery) {
  const bindings = new Bindings();
  const { scope, shape } = boundScope(callerScope, bindings);
  const where = appointmentsWhere(scope, narrowing, bindings);
  const keys = db
    .select({ key: ap.id, total: totalColumn.as('total') })
    .from(ap)
    .where(where)
    .orderBy(...byStartTime.orderBy())
    .limit(literalLimit(query.pageSize))
    .offset(bindings.value('offset', offsetOf(query)))
    .as('page');
  const rows = db
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
  const page = statements(db)
    .run(`${shape}|${narrowing.shape}|${query.pageSize} rows`, rows, bindings)
    .then((found) =>
      found.map(({ startsAt, ...row }): Appointment & { total: number } => ({
        ...row,
        date: startsAt.toISOString(),
      })),
    );
  return pageOf(query, page, () => countRows(db, ap, where, bindings), callerScope.proof);
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

/** Today's appointments, of the relation, location or object the query names (each checked first). */
export async function todaysAppointments(
  db: Db,
  scope: Scope,
  parents: { relationId?: number; locationId?: number; objectId?: number },
) {
  const narrowed = await narrowedToParents(db, scope, parents, {
    relationId: ap.relationId,
    locationId: ap.deliveryAddressId,
    objectId: ap.objectId,
  });
  return today(narrowed);
}

/** The object's appointments from tomorrow on. */
export const futureAppointmentsOfObject = (objectId: number) =>
  future(narrowedTo(['objectId', ap.objectId, objectId]));

export const jobOrderAppointments = (jobOrderId: number) =>
  narrowedTo(['jobOrderId', ap.jobOrderId, jobOrderId]);

/** The engineer's own appointments of today, or from tomorrow on. */
export function myAppointments(caller: Caller, when: 'today' | 'future') {
  const mine = mineOf(caller);
  return when === 'today' ? today(mine) : future(mine);
}

/** Every appointment of a list, by start time, read in batches by keys. */
export function appointmentExport(db: Db, scope: Scope, narrowing: Narrowing) {
  const where = appointmentsWhere(scope, narrowing);
  return {
    table: appointmentTable,
    total: () => countRows(db, ap, where),
    batches: walkInBatches(byStartTime, (after, limit) =>
      db
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
