import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { keepDaysWork } from '../../services/day-work';
import { deviceUserId } from '../../services/device-user';
import { type OutboxPhotoProgress, outboxPhotoProgress } from '../../services/outbox-photo-progress';
import { discardRefused, sendNext } from '../../services/outbox-sender';
import { confirmSubmit, countOf, onOutboxChange } from '../../services/outbox-store';
import { inspect } from '../inspection';
import { outboxMachine } from './outbox.machine';
import type { OutboxRefusal, SendFailure } from './outbox.types';

const signInNeeded: SendFailure = { kind: 'signInNeeded' };

function createOutbox() {
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        sendNext: fromPromise(() => {
          const owner = deviceUserId();
          return owner ? sendNext(owner) : Promise.reject(signInNeeded);
        }),
        discardRefused: fromPromise(({ input }) => {
          const owner = deviceUserId();
          return owner ? discardRefused(owner, input.inspectionId) : Promise.reject(signInNeeded);
        }),
        recordAsWell: fromPromise(({ input }) => {
          const owner = deviceUserId();
          return owner
            ? confirmSubmit(owner, input.inspectionId, input.alsoAfter)
            : Promise.reject(signInNeeded);
        }),
      },
      guards: { startsOffline: () => !navigator.onLine },
    }),
    { input: {}, inspect },
  );
  const recount = () => {
    const owner = deviceUserId();
    if (!owner) return;
    countOf(owner).then(
      (pending) => actor.send({ type: 'outbox.changed', pending }),
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

export type OutboxStatus = 'offline' | 'sending' | 'waiting' | 'blocked' | 'signedOut' | 'idle';

export interface OutboxView {
  status: OutboxStatus;
  /** How many writes wait to be sent. */
  pending: number;
  /** The photo going up right now, as the number of those in the outbox, and its share sent. */
  photo: OutboxPhotoProgress | null;
  refusal: OutboxRefusal | null;
  /**
   * The last send found no server (no answer, or one that said to try later), and the outbox waits or tries
   * again: the browser may well be online.
   */
  isServerUnreachable: boolean;
  isBusy: boolean;
  retry(): void;
  discard(): void;
  /** For a refusal because the object was inspected meanwhile: send it again, to be recorded as well. */
  recordAsWell(): void;
}

const statusOf = (snapshot: ReturnType<ActorRefFrom<typeof outboxMachine>['getSnapshot']>): OutboxStatus => {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.hasTag('error')) return 'blocked';
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
        (pending) => actor.send({ type: 'outbox.changed', pending }),
        () => {},
      );
  }, [actor, userId]);
  const status = useSelector(actor, statusOf);
  const pending = useSelector(actor, (s) => s.context.pending);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const photo = useSyncExternalStore(outboxPhotoProgress.subscribe, outboxPhotoProgress.read);
  const isBusy = useSelector(actor, (s) => s.hasTag('busy'));
  const isServerUnreachable = useSelector(
    actor,
    (s) => s.context.attempt > 0 && (s.matches('waiting') || s.matches('sending')),
  );
  return {
    status,
    pending,
    photo,
    refusal,
    isServerUnreachable,
    isBusy,
    retry: () => actor.send({ type: 'outbox.retry' }),
    discard: () => actor.send({ type: 'outbox.discard' }),
    recordAsWell: () => actor.send({ type: 'outbox.recordAsWell' }),
  };
}
