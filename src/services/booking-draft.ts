import type { DayPart, VisitKind } from '../../contract/booking';
import { browserLocalStorage } from './local-storage';

/** A visit being booked, as typed so far; `requestKey` is made once, so a request sent again is stored once. */
export interface BookingDraft {
  requestKey: string;
  locationId: number | null;
  objectId: number | null;
  kind: VisitKind | null;
  /** YYYY-MM-DD, or null until a whole date is chosen. */
  date: string | null;
  dayPart: DayPart;
  remarks: string;
}

/**
 * Kept per user in local storage, so a session that expires halfway loses nothing once the same user signs in
 * again; another user on the device never reads it.
 */
const keyOf = (userId: string) => `booking:draft:${userId}`;

export function readBookingDraft(userId: string): BookingDraft | null {
  try {
    const text = browserLocalStorage()?.getItem(keyOf(userId));
    return text ? (JSON.parse(text) as BookingDraft) : null;
  } catch {
    return null;
  }
}

export function keepBookingDraft(userId: string, draft: BookingDraft) {
  try {
    browserLocalStorage()?.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // A full or refused storage loses the copy, not the form.
  }
}

export function forgetBookingDraft(userId: string) {
  browserLocalStorage()?.removeItem(keyOf(userId));
}
