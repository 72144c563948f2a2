import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { DayPart } from '../../contract/booking';
import type { CalendarFeedStatus } from '../../contract/calendar-feed';
import { mayRead } from '../../contract/permissions';
import type { RoleName } from '../../contract/roles';
import type { AppointmentType } from '../../contract/vocabulary';
import { type Caller, callerColumns } from '../access/authenticate';
import { knownCurrent } from '../access/caller-proof';
import { effectivePermissions } from '../access/permissions';
import { appointmentVisible, scopeOf } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  appointments,
  calendarFeeds,
  deliveryAddresses,
  jobOrders,
  relations,
  serviceObjects,
  users,
} from '../db/schema';

/** Only this digest of an address's secret is kept: a copy of the table opens nobody's calendar. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new address for the user; the one they had stops at once (the same row, a new digest). */
export async function renewFeed(db: Db, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const values = { userId, tokenHash: hashFeedToken(token), createdAt: now, lastFetchedAt: null };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { token, createdAt: now };
}

export async function removeFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return {
    active: feed !== undefined,
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
  };
}

/** Whether a caller has anything a calendar of theirs could hold: their own work, or their customers' visits. */
export const mayHaveFeed = (caller: Pick<Caller, 'permissions'>) =>
  mayRead('myAppointments', (key) => caller.permissions.has(key)) ||
  mayRead('orders', (key) => caller.permissions.has(key));

/**
 * The owner of an address, read as the database holds them now (as `authenticate` reads a caller): an address
 * of a deactivated account opens nothing, and a changed permission or membership counts at the next fetch.
 * The fetch is noted, so the account screen can say when a calendar last read it.
 */
export async function feedOwner(db: Db, token: string, now = new Date()): Promise<Caller | undefined> {
  const [user] = await db
    .select({
      ...callerColumns,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (user?.status !== 'active') return undefined;
  await db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.userId, user.id));
  const role = user.role as RoleName;
  return {
    id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    name: user.name,
    phoneNumber: user.phoneNumber,
    function: user.function,
    role,
    language: user.language === 'en' ? 'en' : 'nl',
    permissions: effectivePermissions(role, user.overrides),
    // No session: the address is the credential, and it names no login.
    familyId: '',
    memberships: { relationIds: user.relationIds.map(Number), addressIds: user.addressIds.map(Number) },
    accessVersion: Number(user.accessVersion),
    proof: knownCurrent,
  };
}

export interface FeedVisit {
  id: number;
  relationId: number;
  relationName: string;
  deliveryAddressId: number | null;
  locationName: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  objectId: number | null;
  objectNumber: string | null;
  jobOrderNumber: string | null;
  startsAt: Date;
  type: AppointmentType;
  engineerName: string | null;
  status: 'open' | 'done';
  request: 'requested' | 'planned' | 'declined' | null;
  dayPart: DayPart | null;
}

/** How far back and ahead a feed reaches, and how many visits it holds at most. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 400;
export const FEED_MAX_VISITS = 2000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The visits of the owner's calendar, with the same scope as the appointment lists (`appointmentVisible`, no
 * declined request): for provider staff who carry out visits (My appointments) their own work, matched by their
 * address as the ERP writes it; for a customer's people the visits at the locations they may see.
 */
export async function feedVisits(db: Db, owner: Caller, now = new Date()): Promise<FeedVisit[]> {
  const ap = appointments;
  let whose: ReturnType<typeof inArray> | undefined;
  if (mayRead('myAppointments', (key) => owner.permissions.has(key))) {
    whose = inArray(ap.engineerEmail, [...new Set([owner.email, owner.email.toLowerCase()])]);
  } else if (!mayRead('orders', (key) => owner.permissions.has(key))) {
    return [];
  }
  return db
    .select({
      id: ap.id,
      relationId: ap.relationId,
      relationName: relations.name,
      deliveryAddressId: ap.deliveryAddressId,
      locationName: deliveryAddresses.name,
      street: deliveryAddresses.street,
      postalCode: deliveryAddresses.postalCode,
      city: deliveryAddresses.city,
      objectId: ap.objectId,
      objectNumber: serviceObjects.serviceObjectNumber,
      jobOrderNumber: jobOrders.jobOrderNumber,
      startsAt: ap.startsAt,
      type: ap.type,
      engineerName: ap.engineerName,
      status: ap.status,
      request: ap.request,
      dayPart: ap.dayPart,
    })
    .from(ap)
    .innerJoin(relations, eq(relations.id, ap.relationId))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, ap.deliveryAddressId))
    .leftJoin(serviceObjects, eq(serviceObjects.id, ap.objectId))
    .leftJoin(jobOrders, eq(jobOrders.id, ap.jobOrderId))
    .where(
      and(
        appointmentVisible(scopeOf(owner)),
        or(isNull(ap.request), ne(ap.request, 'declined')),
        whose,
        gte(ap.startsAt, new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS)),
        lt(ap.startsAt, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(ap.startsAt), asc(ap.id))
    .limit(FEED_MAX_VISITS);
}
