import type { z } from 'zod/mini';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../../contract/calendar-feed';
import { okSchema } from '../../contract/identity';
import {
  endOtherSessionsResponseSchema,
  endSessionSchema,
  loginSessionsResponseSchema,
} from '../../contract/sessions';
import { http } from './http';
import { getCall } from './portal-data/call';
import { valid } from './valid';

/** GET /Identity/Sessions: where the user is signed in. */
export const loginSessions = () => getCall('/Identity/Sessions', loginSessionsResponseSchema);
export const SESSIONS_KEY = '/Identity/Sessions';

/** POST /Identity/Sessions/End: ends one of the user's sessions. */
export const endSession = (input: z.input<typeof endSessionSchema>) =>
  http.request('/Identity/Sessions/End', {
    method: 'POST',
    body: valid(endSessionSchema, input),
    schema: okSchema,
  });

/** POST /Identity/Sessions/EndOthers: ends every session but this one. */
export const endOtherSessions = () =>
  http.request('/Identity/Sessions/EndOthers', { method: 'POST', schema: endOtherSessionsResponseSchema });

export const CALENDAR_FEED_KEY = '/api/calendar-feed';

/** GET /api/calendar-feed: whether the user has a calendar address. */
export const calendarFeedStatus = () => getCall(CALENDAR_FEED_KEY, calendarFeedStatusSchema);

/** POST /api/calendar-feed: a new calendar address, told this once; the old one stops. */
export const makeCalendarFeed = () =>
  http.request(CALENDAR_FEED_KEY, { method: 'POST', schema: calendarFeedCreatedSchema });

/** DELETE /api/calendar-feed: no calendar address any more. */
export const removeCalendarFeed = () =>
  http.request(CALENDAR_FEED_KEY, { method: 'DELETE', schema: okSchema });
