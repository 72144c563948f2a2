import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useActors } from '../../actors';
import { createOutboxActor, type OutboxActor } from '../../outbox-actor';
import { type OutboxPhotoProgress, outboxPhotoProgress } from '../../services/outbox-photo-progress';
import type { OutboxRefusal, ServerReach } from './outbox.types';

export type OutboxStatus = 'offline' | 'sending' | 'waiting' | 'signedOut' | 'idle';

export interface OutboxView {
  status: OutboxStatus;
  /** How many writes wait to be sent (those set aside not counted). */
  pending: number;
  /** The photo going up right now, as the number of those in the outbox, and its share sent. */
  photo: OutboxPhotoProgress | null;
  /** The entries the server refused, set aside until the engineer chooses; the others go on. */
  refusals: OutboxRefusal[];
  /** Whether the server answered the last send or health check: the browser may well be online while not. */
  server: ServerReach;
  /** When the server last confirmed a write from this tab, or null. */
  lastSentAt: number | null;
  isBusy: boolean;
  /** Send what waits now. */
  retry(): void;
  /** Send the refused entries of an inspection again. */
  retryRefused(inspectionId: string): void;
  /** Remove the inspection (all its writes) from this device. */
  discard(inspectionId: string): void;
  /** Drop a refused photo: it is neither sent nor part of the report. */
  dropPhoto(inspectionId: string, photoId: string): void;
  /** For a refusal because the object was inspected meanwhile: send it again, to be recorded as well. */
  recordAsWell(inspectionId: string): void;
}

const statusOf = (snapshot: SnapshotFrom<OutboxActor>): OutboxStatus => {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('waiting')) return 'waiting';
  if (snapshot.hasTag('busy')) return 'sending';
  return 'idle';
};

/**
 * The outbox as views need it. `userId` is the signed-in user: when it changes (a sign-in again after the
 * login expired), the outbox sends what waited for them.
 */
export function useOutbox(userId: string | null): OutboxView {
  const actor = useStartedOutbox();
  useEffect(() => {
    if (userId) actor.send({ type: 'session.signedIn' });
  }, [actor, userId]);
  const status = useSelector(actor, statusOf);
  const pending = useSelector(actor, (s) => s.context.pending);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const server = useSelector(actor, (s) => s.context.server);
  const lastSentAt = useSelector(actor, (s) => s.context.lastSentAt);
  const photo = useSyncExternalStore(outboxPhotoProgress.subscribe, outboxPhotoProgress.read);
  const isBusy = useSelector(actor, (s) => s.hasTag('busy'));
  return {
    status,
    pending,
    photo,
    refusals,
    server,
    lastSentAt,
    isBusy,
    retry: () => actor.send({ type: 'outbox.retry' }),
    retryRefused: (inspectionId) => actor.send({ type: 'refusal.retry', inspectionId }),
    discard: (inspectionId) => actor.send({ type: 'refusal.discard', inspectionId }),
    dropPhoto: (inspectionId, photoId) => actor.send({ type: 'refusal.dropPhoto', inspectionId, photoId }),
    recordAsWell: (inspectionId) => actor.send({ type: 'refusal.recordAsWell', inspectionId }),
  };
}

/** The tab's one outbox, started by the first screen of field work; it runs until the tab closes. */
export function useStartedOutbox(): OutboxActor {
  const { outbox } = useActors();
  const actor = outbox.take(createOutboxActor);
  // Started while rendering, as the screen's own effects already send to it; a second start does nothing.
  actor.start();
  return actor;
}
