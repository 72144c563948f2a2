import { z } from 'zod/mini';

/**
 * The personal calendar address (iCalendar, RFC 5545) of the signed-in user's appointments and booked visits:
 * an engineer's own work, a customer's visits at their locations. Its secret is shown once, when it is made;
 * the server keeps only a digest of it.
 */

/** GET /api/calendar-feed: whether the caller has an address, since when, and when a calendar last read it. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** ISO 8601, when active. */
  createdAt: z.nullable(z.iso.datetime({ offset: true })),
  lastFetchedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed: a new address (the old one, if any, stops at once). The only time it is told. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The secret of an address: 32 random bytes in base64url. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** GET /api/calendar-feed/:feed, public: `feed` is the secret followed by `.ics`. */
export const calendarFeedParamsSchema = z.object({
  feed: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'feed must be a calendar address')),
});
