import type { OutboxRefusal } from '../../services/outbox-entry';

export type { OutboxRefusal, SendFailure, SendResult } from '../../services/outbox-entry';

export interface OutboxContext {
  /** How many writes wait in this user's outbox, as the store last said. */
  pending: number;
  /** Failed sends in a row; the wait before the next one doubles with each. */
  attempt: number;
  refusal: OutboxRefusal | null;
}

export interface OutboxInput {
  /** How many entries the store held when the outbox started, when known. */
  pending?: number;
}

export type OutboxEvent =
  | { type: 'outbox.changed'; pending: number }
  | { type: 'outbox.retry' }
  | { type: 'outbox.discard' }
  | { type: 'outbox.recordAsWell' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'tab.visible' }
  | { type: 'session.signedIn' };
