import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Where a user is signed in: one row per login session (its refresh token family, whose tokens end with it),
 * with the browser it was opened in, the address it was last used from, and its first and last use.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the browser sent it (cut to 512 characters); what the account screen names is read from it. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in or refresh of the session's tokens. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

/**
 * A user's personal calendar address (iCalendar). Only the SHA-256 of its secret is kept: a copy of the table
 * opens nobody's calendar. One per user; a renewed address replaces the old one, which stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
