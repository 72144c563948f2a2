import { parseDateTime, toZoned } from '@internationalized/date';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentTypeOfVisit,
  type BookablePlace,
  bookablePlacesResponseSchema,
  bookingRequestSchema,
  type DayPart,
  dayPartStart,
  declineVisitSchema,
  engineersResponseSchema,
  PROVIDER_TIME_ZONE,
  planVisitSchema,
  type RequestedVisit,
  requestedVisitSchema,
  requestedVisitsQuerySchema,
  requestedVisitsResponseSchema,
  type VisitKind,
} from '../../contract/booking';
import { mayRead } from '../../contract/permissions';
import { providerRoles } from '../../contract/roles';
import { callerOf } from '../access/authenticate';
import { ensureObjectVisible, ensureVisible } from '../access/ensure-visible';
import { customersOnly, staffOnly } from '../access/route-guards';
import { appointmentVisible, locationVisible, objectVisible, scopeOf } from '../access/row-scope';
import type { Db } from '../db/database';
import { appointments, deliveryAddresses, relations, serviceObjects, users } from '../db/schema';
import { conflict, HttpError, type Language, notFound } from '../errors';
import { literalLimit, offsetOf, pageOf, totalColumn } from '../lists/paging';
import { visitDeclinedMail, visitPlannedMail, visitRequestedMail } from '../mail/booking-mails';
import type { MailContent } from '../mail/templates';

const ap = appointments;
const so = serviceObjects;

/** A local date and time in the provider's zone as an instant. */
const providerInstant = (date: string, time: string) =>
  toZoned(parseDateTime(`${date}T${time}`), PROVIDER_TIME_ZONE).toDate();

/** The one field a rule the schema cannot check refuses, as a 400 in the shape of a failed schema. */
const fieldRefused = (path: string, message: string) =>
  new HttpError(400, 'invalidInput', {}, [{ path: `body.${path}`, message }]);

/**
 * Who may book: a customer's account (not provider staff) that may create service orders (read-only users may
 * not: reading is all they do) and may see objects. Which objects is the scope's matter, in SQL.
 */
// Provider staff plan visits themselves; booking is how a customer asks for one.
const bookers = customersOnly(['ServiceOrders.Create'], (caller) =>
  mayRead('objects', (key) => caller.permissions.has(key)),
);

/**
 * Who may plan or decline: Appointments.Plan, held by a provider role. A customer account granted the
 * permission by an override still gets 403: planning hands out the provider's engineers.
 */
const planners = staffOnly(['Appointments.Plan']);

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

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function requestedVisitOf(row: RequestRow): RequestedVisit & { total: number } {
  const { requestedAt, startsAt, requesterLanguage: _language, ...rest } = row;
  return {
    ...rest,
    requestedAt: (requestedAt ?? startsAt).toISOString(),
    plannedAt: row.state === 'planned' ? startsAt.toISOString() : null,
  };
}

/** Booking a visit (/book), and provider staff planning or declining the requested visits. */
export async function bookingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const linkOf = (row: {
    fK_PT_RELATION: number;
    fK_PT_RELATIONDELIVERYADDRESS: number | null;
    fK_R_SERVICEOBJECT: number;
  }) =>
    `${app.config.publicUrl}/buildings/${row.fK_PT_RELATION}/${row.fK_PT_RELATIONDELIVERYADDRESS}/${row.fK_R_SERVICEOBJECT}?tab=appointments`;

  /** Mails the requester in their own language; a failed mail is logged, never the request's failure. */
  async function mailRequester(row: RequestRow, content: (language: Language) => MailContent) {
    if (!row.requesterEmail) return;
    const language: Language = row.requesterLanguage === 'en' ? 'en' : 'nl';
    try {
      await app.mailer.send({ to: row.requesterEmail, language, ...content(language) });
    } catch (error) {
      app.log.error({ err: error }, 'mailing the requester of a visit failed');
    }
  }

  const factsOf = (row: RequestRow) => ({
    kind: row.kind,
    objectNumber: row.serviceobjectnumber,
    locationName: row.locationName ?? row.relationName,
    preferredDate: row.preferredDate,
    dayPart: row.dayPart,
    link: linkOf(row),
  });

  const oneRequest = async (id: number) => {
    const [row] = await selectRequests(app.db).where(eq(ap.id, id));
    return row!;
  };

  /**
   * The visit booked earlier under `requestKey`, sent again after its answer was lost: answered as it was
   * the first time. Another user's key is refused and tells nothing of their visit.
   */
  const requestOfKey = async (requestKey: string, callerId: string) => {
    const [earlier] = await app.db
      .select({ id: ap.id, requestedById: ap.requestedById })
      .from(ap)
      .where(eq(ap.requestKey, requestKey));
    if (!earlier) return null;
    if (earlier.requestedById !== callerId) throw conflict('bookingKeyInUse');
    return requestedVisitOf(await oneRequest(earlier.id));
  };

  app.get(
    '/api/booking/places',
    { ...bookers, schema: { response: { 200: bookablePlacesResponseSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const rows = await app.db
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
        .limit(literalLimit(2000));
      const places = new Map<number, BookablePlace>();
      for (const row of rows) {
        const place = places.get(row.locationId) ?? {
          pK_PT_RELATIONDELIVERYADDRESS: row.locationId,
          name: row.locationName,
          fK_PT_RELATION: row.relationId,
          relationName: row.relationName,
          objects: [],
        };
        place.objects.push({
          pK_R_SERVICEOBJECT: row.objectId,
          serviceobjectnumber: row.number,
          description: row.description,
        });
        places.set(row.locationId, place);
      }
      return [...places.values()];
    },
  );

  app.post(
    '/api/booking',
    { ...bookers, schema: { body: bookingRequestSchema, response: { 201: requestedVisitSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { requestKey, objectId, kind, date, dayPart, remarks } = request.body;
      // Another customer's object, and a provider-only object for a customer, answer 403 before anything is written.
      await ensureObjectVisible(app.db, scopeOf(caller), objectId);
      reply.code(201);
      const earlier = await requestOfKey(requestKey, caller.id);
      if (earlier) return earlier;
      const [object] = await app.db
        .select({ relationId: so.relationId, deliveryAddressId: so.deliveryAddressId })
        .from(so)
        .where(eq(so.id, objectId));
      const [created] = await app.db
        .insert(ap)
        .values({
          id: sql`nextval('portal_appointment_ids')`,
          relationId: object!.relationId,
          deliveryAddressId: object!.deliveryAddressId,
          objectId,
          startsAt: providerInstant(date, dayPartStart[dayPart]),
          type: appointmentTypeOfVisit[kind],
          status: 'open',
          request: 'requested',
          requestedById: caller.id,
          requestedAt: new Date(),
          preferredDate: date,
          dayPart,
          visitKind: kind,
          remarks,
          requestKey,
        })
        .onConflictDoNothing({ target: ap.requestKey })
        .returning({ id: ap.id });
      // The same request arrived twice at once: the other one stored (and mailed) it.
      if (!created) return (await requestOfKey(requestKey, caller.id))!;
      const row = await oneRequest(created.id);
      await mailRequester(row, (language) =>
        visitRequestedMail(language, factsOf(row), row.requesterName || undefined),
      );
      return requestedVisitOf(row);
    },
  );

  app.get(
    '/api/booking/requested',
    {
      ...planners,
      schema: { querystring: requestedVisitsQuerySchema, response: { 200: requestedVisitsResponseSchema } },
    },
    async (request) => {
      const query = request.query;
      const where = and(eq(ap.request, 'requested'), appointmentVisible(scopeOf(callerOf(request))));
      const rows = selectRequests(app.db)
        .where(where)
        .orderBy(asc(ap.requestedAt), asc(ap.id))
        .limit(literalLimit(query.pageSize))
        .offset(offsetOf(query))
        .then((found) => found.map(requestedVisitOf));
      return pageOf(query, rows, async () => {
        const [counted] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ap).where(where);
        return counted?.n ?? 0;
      });
    },
  );

  app.get(
    '/api/booking/engineers',
    { ...planners, schema: { response: { 200: engineersResponseSchema } } },
    () =>
      app.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(inArray(users.role, [...providerRoles]), eq(users.status, 'active')))
        .orderBy(asc(users.name), asc(users.email)),
  );

  /** Locks a visit still requested, or says why it cannot be handled: 404 no such request, 409 already handled. */
  async function lockRequested(tx: Db, id: number) {
    const [row] = await tx.select({ request: ap.request }).from(ap).where(eq(ap.id, id)).for('update');
    if (!row?.request) throw notFound();
    if (row.request !== 'requested') throw conflict('visitNotRequested');
  }

  app.post(
    '/api/booking/plan',
    { ...planners, schema: { body: planVisitSchema, response: { 200: requestedVisitSchema } } },
    async (request) => {
      const { appointmentId, date, time, engineerId } = request.body;
      await ensureVisible(app.db, ap, ap.id, appointmentId, appointmentVisible(scopeOf(callerOf(request))));
      await app.db.transaction(async (tx) => {
        await lockRequested(tx, appointmentId);
        const [engineer] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(
            and(
              eq(users.id, engineerId),
              inArray(users.role, [...providerRoles]),
              eq(users.status, 'active'),
            ),
          );
        if (!engineer) throw fieldRefused('engineerId', 'bookingForm.errors.engineerUnknown');
        await tx
          .update(ap)
          .set({
            request: 'planned',
            startsAt: providerInstant(date, time),
            engineerEmail: engineer.email,
            engineerName: engineer.name || engineer.email,
          })
          .where(eq(ap.id, appointmentId));
      });
      const row = await oneRequest(appointmentId);
      await mailRequester(row, (language) =>
        visitPlannedMail(
          language,
          { ...factsOf(row), at: row.startsAt, engineerName: row.serviceEngineer ?? '' },
          row.requesterName || undefined,
        ),
      );
      return requestedVisitOf(row);
    },
  );

  app.post(
    '/api/booking/decline',
    { ...planners, schema: { body: declineVisitSchema, response: { 200: requestedVisitSchema } } },
    async (request) => {
      const { appointmentId, reason } = request.body;
      await ensureVisible(app.db, ap, ap.id, appointmentId, appointmentVisible(scopeOf(callerOf(request))));
      await app.db.transaction(async (tx) => {
        await lockRequested(tx, appointmentId);
        await tx
          .update(ap)
          .set({ request: 'declined', declineReason: reason })
          .where(eq(ap.id, appointmentId));
      });
      const row = await oneRequest(appointmentId);
      await mailRequester(row, (language) =>
        visitDeclinedMail(language, { ...factsOf(row), reason }, row.requesterName || undefined),
      );
      return requestedVisitOf(row);
    },
  );
}
