import { type ActorRefFrom, createActor, fromCallback, fromPromise } from 'xstate';
import { inspect } from './machines/inspector';
import { outboxMachine } from './machines/outbox/outbox.machine';
import type { OutboxEvent, OutboxRefusal } from './machines/outbox/outbox.types';
import { keepDaysWork } from './services/day-work';
import { deviceUserId } from './services/device-user';
import type { SendFailure, SendResult } from './services/outbox-entry';
import {
  checkServer,
  discardRefused,
  dropRefusedPhoto,
  retryRefused,
  sendNext,
  setAsideRefused,
} from './services/outbox-sender';
import { confirmSubmit, countOf, onOutboxChange } from './services/outbox-store';
import { invalidateResources } from './services/resource';

export type OutboxActor = ActorRefFrom<typeof outboxMachine>;

const signInNeeded: SendFailure = { kind: 'signInNeeded' };

/** Each of the outbox's calls for the signed-in user of the device, or a wait for a sign-in when there is none. */
const forOwner =
  <I, O>(work: (owner: string, input: I) => Promise<O>) =>
  ({ input }: { input: I }) => {
    const owner = deviceUserId();
    return owner ? work(owner, input) : Promise.reject(signInNeeded);
  };

/** Tells the outbox how much its signed-in user's store holds (nothing when nobody is signed in). */
function recountOutbox(send: (event: OutboxEvent) => void): void {
  const owner = deviceUserId();
  if (!owner) return;
  countOf(owner).then(
    (count) => send({ type: 'outbox.changed', ...count }),
    () => {},
  );
}

/**
 * The field-work outbox of this tab, made with the other root actors and started by the first screen that
 * needs it (only engineers'). Its listeners belong to the machine's invoked actors: stopping it removes them.
 */
export function createOutboxActor(): OutboxActor {
  return createActor(
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
        browserSignals: fromCallback<OutboxEvent, void>(({ sendBack }) => {
          const online = () => sendBack({ type: 'network.online' });
          const offline = () => sendBack({ type: 'network.offline' });
          const shown = () => {
            if (document.visibilityState === 'visible') sendBack({ type: 'tab.visible' });
          };
          window.addEventListener('online', online);
          window.addEventListener('offline', offline);
          document.addEventListener('visibilitychange', shown);
          return () => {
            window.removeEventListener('online', online);
            window.removeEventListener('offline', offline);
            document.removeEventListener('visibilitychange', shown);
          };
        }),
        storeChanges: fromCallback<OutboxEvent, void>(({ sendBack }) => {
          const recount = () => recountOutbox(sendBack);
          recount();
          return onOutboxChange(recount);
        }),
        keepDaysWork: fromCallback<OutboxEvent, void>(() => {
          const keep = () => {
            if (navigator.onLine) keepDaysWork().catch(() => 0);
          };
          keep();
          // Drafts, photos and the outbox must outlive the browser's clean-ups when the phone runs short of space.
          void navigator.storage?.persist?.().catch(() => false);
          window.addEventListener('online', keep);
          return () => window.removeEventListener('online', keep);
        }),
      },
      actions: {
        recountStore: ({ self }) => recountOutbox((event) => self.send(event)),
        refreshStale: ({ event }) => {
          const stale = (event as { output?: SendResult }).output?.stale;
          if (stale?.length) void invalidateResources(...stale);
        },
      },
      guards: { startsOffline: () => !navigator.onLine },
    }),
    { input: {}, inspect },
  );
}
