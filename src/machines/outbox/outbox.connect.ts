import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { keepDaysWork } from '../../services/day-work';
import { deviceUserId } from '../../services/device-user';
import { type OutboxPhotoProgress, outboxPhotoProgress } from '../../services/outbox-photo-progress';
import {
  checkServer,
  discardRefused,
  dropRefusedPhoto,
  retryRefused,
  sendNext,
  setAsideRefused,
} from '../../services/outbox-sender';
import { confirmSubmit, countOf, onOutboxChange } from '../../services/outbox-store';
import { inspect } from '../inspection';
import { outboxMachine } from './outbox.machine';
import type { OutboxRefusal, SendFailure, ServerReach } from './outbox.types';

const signInNeeded: SendFailure = { kind: 'signInNeeded' };

/** Each of the outbox's calls for the signed-in user of the device, or a wait for a sign-in when there is none. */
const forOwner =
  <I, O>(work: (owner: string, input: I) => Promise<O>) =>
  ({ input }: { input: I }) => {
    const owner = deviceUserId();
    return owner ? work(owner, input) : Promise.reject(signInNeeded);
  };

function createOutbox() {
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        sendNext: fromPromise(forOwner((owner) => sendNext(owner))),
        setAside: fromPromise(forOwner((owner, refusal: OutboxRefusal) => setAsideRefused(owner, refusal))),
        retryRefused: fromPromise(
          forOwner((owner, input: { inspectionId: string }) => retryRefused(owner, input.inspectionId)),
        ),
        discardRefused: fromPromise(
          forOwner((owner, input: { inspectionId: string }) => discardRefused(owner, input.inspectionId)),
        ),
        dropPhoto: fromPromise(
          forOwner((owner, input: { inspectionId: string; photoId: string }) =>
            dropRefusedPhoto(owner, input.inspectionId, input.photoId),
          ),
        ),
        recordAsWell: fromPromise(
          forOwner((owner, input: { inspectionId: string; alsoAfter: string }) =>
            confirmSubmit(owner, input.inspectionId, input.alsoAfter),
          ),
        ),
        checkServer: fromPromise(() => checkServer()),
      },
      guards: { startsOffline: () => !navigator.onLine },
    }),
    { input: {}, inspect },
  );
  const recount = () => {
    const owner = deviceUserId();
    if (!owner) return;
    countOf(owner).then(
      (count) => actor.send({ type: 'outbox.changed', ...count }),
      () => {},
    );
  };
  onOutboxChange(recount);
  // The day's work is kept on the device whenever there is a network to fetch it.
  const keepWork = () => {
    if (navigator.onLine) keepDaysWork().catch(() => 0);
  };
  window.addEventListener('online', () => {
    actor.send({ type: 'network.online' });
    keepWork();
  });
  window.addEventListener('offline', () => actor.send({ type: 'network.offline' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'tab.visible' });
  });
  actor.start();
  recount();
  keepWork();
  // Drafts, photos and the outbox must outlive the browser's clean-ups when the phone runs short of space.
  void navigator.storage?.persist?.().catch(() => false);
  return actor;
}

let outbox: ActorRefFrom<typeof outboxMachine> | null = null;

/** The tab's one outbox actor, started the first time field work needs it; it runs until the tab closes. */
export function startOutbox(): ActorRefFrom<typeof outboxMachine> {
  outbox ??= createOutbox();
  return outbox;
}

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

const statusOf = (snapshot: ReturnType<ActorRefFrom<typeof outboxMachine>['getSnapshot']>): OutboxStatus => {
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
  const actor = useMemo(startOutbox, []);
  useEffect(() => {
    if (!userId) return;
    actor.send({ type: 'session.signedIn' });
    const owner = deviceUserId();
    if (owner)
      countOf(owner).then(
        (count) => actor.send({ type: 'outbox.changed', ...count }),
        () => {},
      );
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
