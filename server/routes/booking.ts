import { parseDateTime, toZoned } from '@internationalized/date';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentTypeOfVisit,
  type BookablePlace,
  bookablePlacesResponseSchema,
  bookingRequestSchema,
  dayPartStart,
  declineVisitSchema,
  engineersResponseSchema,
  PROVIDER_TIME_ZONE,
  planVisitSchema,
  type RequestedVisit,
  requestedVisitSchema,
  requestedVisitsQuerySchema,
  requestedVisitsResponseSchema,
} from '../../contract/booking';
import { mayRead } from '../../contract/permissions';
import { callerOf } from '../access/authenticate';
import { ensureAppointmentVisible, ensureObjectVisible } from '../access/ensure-visible';
import { customersOnly, staffOnly } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import {
  activeEngineers,
  addVisitRequest,
  bookableObjects,
  declineVisit,
  planVisit,
  type RequestRow,
  requestedVisit,
  requestedVisitPage,
  visitOfRequestKey,
} from '../booking/queries';
import { conflict, type Language } from '../errors';
import { visitDeclinedMail, visitPlannedMail, visitRequestedMail } from '../mail/booking-mails';
import type { MailContent } from '../mail/templates';

/** A local date and time in the provider's zone as an instant. */
const providerInstant = (date: string, time: string) =>
  toZoned(parseDateTime(`${date}T${time}`), PROVIDER_TIME_ZONE).toDate();

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

function requestedVisitOf(row: Omit<RequestRow, 'total'>): RequestedVisit {
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

  /**
   * The visit booked earlier under `requestKey`, sent again after its answer was lost: answered as it was
   * the first time. Another user's key is refused and tells nothing of their visit.
   */
  const requestOfKey = async (requestKey: string, callerId: string) => {
    const earlier = await visitOfRequestKey(app.db, requestKey);
    if (!earlier) return null;
    if (earlier.requestedById !== callerId) throw conflict('bookingKeyInUse');
    return requestedVisitOf(await requestedVisit(app.db, earlier.id));
  };

  app.get(
    '/api/booking/places',
    { ...bookers, schema: { response: { 200: bookablePlacesResponseSchema } } },
    async (request) => {
      const rows = await bookableObjects(app.db, scopeOf(callerOf(request)));
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
      const created = await addVisitRequest(app.db, {
        objectId,
        startsAt: providerInstant(date, dayPartStart[dayPart]),
        type: appointmentTypeOfVisit[kind],
        requestedById: caller.id,
        preferredDate: date,
        dayPart,
        visitKind: kind,
        remarks,
        requestKey,
      });
      // The same request arrived twice at once: the other one stored (and mailed) it.
      if (!created) return (await requestOfKey(requestKey, caller.id))!;
      const row = await requestedVisit(app.db, created.id);
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
      const page = await requestedVisitPage(app.db, scopeOf(callerOf(request)), request.query);
      return { ...page, items: page.items.map(requestedVisitOf) };
    },
  );

  app.get(
    '/api/booking/engineers',
    { ...planners, schema: { response: { 200: engineersResponseSchema } } },
    () => activeEngineers(app.db),
  );

  app.post(
    '/api/booking/plan',
    { ...planners, schema: { body: planVisitSchema, response: { 200: requestedVisitSchema } } },
    async (request) => {
      const { appointmentId, date, time, engineerId } = request.body;
      await ensureAppointmentVisible(app.db, scopeOf(callerOf(request)), appointmentId);
      await planVisit(app.db, appointmentId, providerInstant(date, time), engineerId);
      const row = await requestedVisit(app.db, appointmentId);
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
      await ensureAppointmentVisible(app.db, scopeOf(callerOf(request)), appointmentId);
      await declineVisit(app.db, appointmentId, reason);
      const row = await requestedVisit(app.db, appointmentId);
      await mailRequester(row, (language) =>
        visitDeclinedMail(language, { ...factsOf(row), reason }, row.requesterName || undefined),
      );
      return requestedVisitOf(row);
    },
  );
}
