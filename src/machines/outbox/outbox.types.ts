import type { OutboxRefusal } from '../../services/outbox-entry';

export type { OutboxCount, OutboxRefusal, SendFailure, SendResult } from '../../services/outbox-entry';

/** What the outbox knows of the server: nothing yet, that it answers, or that it did not the last time. */
export type ServerReach = 'unknown' | 'reachable' | 'unreachable';

export interface OutboxContext {
  /** How many writes in this user's outbox can be sent, as the store last said. */
  pending: number;
  /** Failed sends (or health checks) in a row; the wait before the next one doubles with each. */
  attempt: number;
  /** The entries set aside because the server refused them, with why: shown until the engineer chooses. */
  refusals: OutboxRefusal[];
  server: ServerReach;
  /** When the server last confirmed an entry (ms since 1970), in this tab; null before the first. */
  lastSentAt: number | null;
  /**
   * Whether a user signed in while a send was on its way: a send that then comes back asking for a sign-in
   * was made with the login before it, and goes again at once instead of waiting for a sign-in already made.
   */
  signedInWhileSending: boolean;
}

export interface OutboxInput {
  /** How many entries the store held when the outbox started, when known. */
  pending?: number;
}

export type OutboxEvent =
  | { type: 'outbox.changed'; pending: number; refusals: OutboxRefusal[] }
  | { type: 'outbox.retry' }
  | { type: 'refusal.retry'; inspectionId: string }
  | { type: 'refusal.discard'; inspectionId: string }
  | { type: 'refusal.dropPhoto'; inspectionId: string; photoId: string }
  | { type: 'refusal.recordAsWell'; inspectionId: string }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'tab.visible' }
  | { type: 'session.signedIn' };
