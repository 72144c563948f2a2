import { z } from 'zod/mini';
import { messages } from './messages';

/**
 * Where the signed-in user is signed in: each login session (browser) with where and when it was used.
 * `browser` and `device` are read from the browser's own description of itself; null when it named neither.
 */
export const loginSessionSchema = z.object({
  id: z.uuid(),
  /** The session of this very request: ended by signing out, not from the list. */
  current: z.boolean(),
  browser: z.nullable(z.string()),
  device: z.nullable(z.string()),
  /** The network address it was last used from; null for a session older than this list. */
  address: z.nullable(z.string()),
  /** ISO 8601: the sign-in. */
  firstUsedAt: z.iso.datetime({ offset: true }),
  /** ISO 8601: the last sign-in or token refresh. */
  lastUsedAt: z.iso.datetime({ offset: true }),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

/** GET /Identity/Sessions: the caller's live sessions, the most recently used first. */
export const loginSessionsResponseSchema = z.object({ sessions: z.array(loginSessionSchema) });
export type LoginSessions = z.infer<typeof loginSessionsResponseSchema>;

/** POST /Identity/Sessions/End: ends one of the caller's sessions; its tokens stop at once. */
export const endSessionSchema = z.object({ id: z.uuid({ error: messages.invalid }) });

/** POST /Identity/Sessions/EndOthers: every session but this one ends. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().check(z.int(), z.gte(0)) });

/** A call a button makes with nothing to send (end the others, make or remove a calendar address). */
export const noInputSchema = z.object({});
