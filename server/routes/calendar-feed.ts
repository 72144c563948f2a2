import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
} from '../../contract/calendar-feed';
import { okSchema } from '../../contract/identity';
import { mayRead } from '../../contract/permissions';
import { callerOf } from '../access/authenticate';
import { feedOf } from '../calendar-feed/feed';
import { writeFeed } from '../calendar-feed/ical';
import {
  feedOwner,
  feedStatus,
  feedVisits,
  mayHaveFeed,
  removeFeed,
  renewFeed,
} from '../calendar-feed/queries';
import { noAccess, notFound } from '../errors';

/**
 * Calendar apps read an address about once an hour; a guesser of secrets (32 random bytes) gets nowhere, and
 * is stopped long before it could make the database work for it.
 */
const FEED_FETCHES_PER_ADDRESS_PER_HOUR = 120;

/** The personal calendar address of the account screen, and the address itself, read without a session. */
export async function calendarFeedRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { permissions: [] as const } };

  app.get(
    '/api/calendar-feed',
    { ...signedIn, schema: { response: { 200: calendarFeedStatusSchema } } },
    async (request) => feedStatus(app.db, callerOf(request).id),
  );

  // Made anew each time: the address is told once, and a renewed one replaces the old at once.
  app.post(
    '/api/calendar-feed',
    { ...signedIn, schema: { response: { 200: calendarFeedCreatedSchema } } },
    async (request) => {
      const caller = callerOf(request);
      if (!mayHaveFeed(caller)) throw noAccess();
      const { token, createdAt } = await renewFeed(app.db, caller.id);
      return {
        url: `${app.config.publicUrl}/api/calendar-feed/${token}.ics`,
        createdAt: createdAt.toISOString(),
      };
    },
  );

  app.delete(
    '/api/calendar-feed',
    { ...signedIn, schema: { response: { 200: okSchema } } },
    async (request) => {
      await removeFeed(app.db, callerOf(request).id);
      return { ok: true as const };
    },
  );

  // Public: the secret in the address is the credential. An unknown, renewed or removed address, and that of a
  // deactivated account, are all simply not found.
  app.get(
    '/api/calendar-feed/:feed',
    {
      config: { rateLimit: { max: FEED_FETCHES_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } },
      schema: { params: calendarFeedParamsSchema },
    },
    async (request, reply) => {
      const token = request.params.feed.slice(0, -'.ics'.length);
      const now = new Date();
      const owner = await feedOwner(app.db, token, now);
      if (!owner) throw notFound();
      const visits = await feedVisits(app.db, owner, now);
      const ownWork = mayRead('myAppointments', (key) => owner.permissions.has(key));
      const text = writeFeed(
        feedOf(visits, { language: owner.language, publicUrl: app.config.publicUrl, ownWork, now }),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="appointments.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
}
