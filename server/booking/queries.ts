import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DayPart, RequestedVisit, VisitKind } from '../../contract/booking';
import { providerRoles } from '../../contract/roles';
import { appointmentVisible, locationVisible, objectVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { appointments, deliveryAddresses, relations, serviceObjects, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import type { PageQuery } from '../lists/paging';
import { literalLimit, offsetOf, pageOf, totalColumn } from '../lists/paging';

const ap = appointments;
const so = serviceObjects;

/** Every requested visit's columns, as the contract names them. */
function selectRequests(db: Db) {
  return db
    .select({
      total: totalColumn,
      pK_R_APPOINTMENT: ap.id,
      state: sql<RequestedVisit['state']>`${ap.request}`,
      kind: sql<VisitKind>`${ap.visitKind}`,
      preferredDate: sql<string>`${ap.preferredDate}`,
      dayPart: sql<DayPart>`${ap.dayPart}`,
      remarks: sql<string>`coalesce(${ap.remarks}, '')`,
      fK_PT_RELATION: ap.relationId,
      relationName: relations.name,
      fK_PT_RELATIONDELIVERYADDRESS: ap.deliveryAddressId,
      locationName: deliveryAddresses.name,
      fK_R_SERVICEOBJECT: sql<number>`${ap.objectId}`,
      serviceobjectnumber: so.serviceObjectNumber,
      objectDescription: so.description,
      requesterName: sql<string>`coalesce(${users.name}, '')`,
      requesterEmail: sql<string>`coalesce(${users.email}, '')`,
      requesterLanguage: users.language,
      requestedAt: ap.requestedAt,
      startsAt: ap.startsAt,
      serviceEngineer: ap.engineerName,
      declineReason: ap.declineReason,
    })
    .from(ap)
    .innerJoin(relations, eq(relations.id, ap.relationId))
    .innerJoin(so, eq(so.id, ap.objectId))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, ap.deliveryAddressId))
    .leftJoin(users, eq(users.id, ap.requestedById));
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** One requested visit with its names and requester. */
export async function requestedVisit(db: Db, id: number): Promise<RequestRow> {
  const [row] = await selectRequests(db).where(eq(ap.id, id));
  return row!;
}

/** The visit booked under `requestKey`, and who booked it; undefined when none was. */
export async function visitOfRequestKey(db: Db, requestKey: string) {
  const [earlier] = await db
    .select({ id: ap.id, requestedById: ap.requestedById })
    .from(ap)
    .where(eq(ap.requestKey, requestKey));
  return earlier;
}

/** The objects the caller may book a visit for, with their location and relation, in the order shown. */
export function bookableObjects(db: Db, scope: Scope) {
  return (
    db
      .select({
        locationId: deliveryAddresses.id,
        locationName: deliveryAddresses.name,
        relationId: relations.id,
        relationName: relations.name,
        objectId: so.id,
        number: so.serviceObjectNumber,
        description: so.description,
      })
      .from(so)
      .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
      .innerJoin(relations, eq(relations.id, so.relationId))
      .where(and(objectVisible(scope), locationVisible(scope)))
      .orderBy(asc(relations.name), asc(deliveryAddresses.name), asc(so.serviceObjectNumber), asc(so.id))
      // A customer has tens of objects; the bound keeps a provider account from reading the whole table.
      .limit(literalLimit(2000))
  );
}

/** What a customer asks for: a visit of a kind to an object, on a preferred date and part of the day. */
interface VisitRequest {
  objectId: number;
  startsAt: Date;
  type: (typeof ap.$inferInsert)['type'];
  requestedById: string;
  preferredDate: string;
  dayPart: DayPart;
  visitKind: VisitKind;
  remarks: string;
  requestKey: string;
}

/**
 * Stores a requested visit at the object's relation and location under a new portal appointment id. Undefined
 * when a visit with the same request key was stored meanwhile.
 */
export async function addVisitRequest(db: Db, visit: VisitRequest) {
  const [object] = await db
    .select({ relationId: so.relationId, deliveryAddressId: so.deliveryAddressId })
    .from(so)
    .where(eq(so.id, visit.objectId));
  const { objectId, startsAt, type, requestedById, ...asked } = visit;
  const [created] = await db
    .insert(ap)
    .values({
      id: sql`nextval('portal_appointment_ids')`,
      relationId: object!.relationId,
      deliveryAddressId: object!.deliveryAddressId,
      objectId,
      startsAt,
      type,
      status: 'open',
      request: 'requested',
      requestedById,
      requestedAt: new Date(),
      preferredDate: asked.preferredDate,
      dayPart: asked.dayPart,
      visitKind: asked.visitKind,
      remarks: asked.remarks,
      requestKey: asked.requestKey,
    })
    .onConflictDoNothing({ target: ap.requestKey })
    .returning({ id: ap.id });
  return created;
}

/** A page of the visits still requested that the caller may see, the longest waiting first. */
export function requestedVisitPage(db: Db, scope: Scope, query: PageQuery) {
  const where = and(eq(ap.request, 'requested'), appointmentVisible(scope));
  const rows = selectRequests(db)
    .where(where)
    .orderBy(asc(ap.requestedAt), asc(ap.id))
    .limit(literalLimit(query.pageSize))
    .offset(offsetOf(query));
  return pageOf(query, rows, async () => {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(ap).where(where);
    return counted?.n ?? 0;
  });
}

/** The provider's active engineers, whom a visit can be planned with. */
export const activeEngineers = (db: Db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...providerRoles]), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.email));

/** Locks a visit still requested, or says why it cannot be handled: 404 no such request, 409 already handled. */
async function lockRequested(tx: Db, id: number) {
  const [row] = await tx.select({ request: ap.request }).from(ap).where(eq(ap.id, id)).for('update');
  if (!row?.request) throw notFound();
  if (row.request !== 'requested') throw conflict('visitNotRequested');
}

/** Plans a requested visit at `startsAt` with an active engineer; another engineer is refused as a field. */
export async function planVisit(db: Db, appointmentId: number, startsAt: Date, engineerId: string) {
  await db.transaction(async (tx) => {
    await lockRequested(tx, appointmentId);
    const [engineer] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(
        and(eq(users.id, engineerId), inArray(users.role, [...providerRoles]), eq(users.status, 'active')),
      );
    if (!engineer)
      throw new HttpError(400, 'invalidInput', {}, [
        { path: 'body.engineerId', message: 'bookingForm.errors.engineerUnknown' },
      ]);
    await tx
      .update(ap)
      .set({
        request: 'planned',
        startsAt,
        engineerEmail: engineer.email,
        engineerName: engineer.name || engineer.email,
      })
      .where(eq(ap.id, appointmentId));
  });
}

/** Declines a requested visit, with the reason the requester reads. */
export async function declineVisit(db: Db, appointmentId: number, reason: string) {
  await db.transaction(async (tx) => {
    await lockRequested(tx, appointmentId);
    await tx.update(ap).set({ request: 'declined', declineReason: reason }).where(eq(ap.id, appointmentId));
  });
}
