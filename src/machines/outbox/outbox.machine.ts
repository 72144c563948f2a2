import { assign, setup } from 'xstate';
import { unprovidedActor, unprovidedGuard } from '../unprovided';
import type { OutboxContext, OutboxEvent, OutboxInput, SendFailure, SendResult } from './outbox.types';

/** The longest wait between two attempts, however often sending failed. */
export const MAX_BACKOFF_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;

/** The failures in a row that reach the longest wait: counting further changes nothing. */
export const MAX_ATTEMPT = Math.ceil(Math.log2(MAX_BACKOFF_MS / FIRST_BACKOFF_MS)) + 1;

/** 1 s, 2 s, 4 s ... up to a minute. */
export const backoffOf = (attempt: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));

const failureOf = (event: unknown) => (event as { error?: SendFailure }).error;

export const outboxMachine = setup({
  types: {} as { context: OutboxContext; events: OutboxEvent; input: OutboxInput },
  actors: {
    /**
     * Sends the oldest entry of the outbox through the app's HTTP client and removes it once the server
     * confirmed it; answers how many wait after it. Rejects with a `SendFailure`.
     */
    sendNext: unprovidedActor<SendResult>('sendNext'),
    /** Takes the refused entry (and what depends on it) out of the outbox; answers how many wait then. */
    discardRefused: unprovidedActor<SendResult, { seq: number; inspectionId: string }>('discardRefused'),
    /**
     * The engineer saw the inspection of the same object completed meanwhile and wants theirs recorded as
     * well: the refused submit is kept with that confirmation, to be sent again.
     */
    recordAsWell: unprovidedActor<void, { inspectionId: string; alsoAfter: string }>('recordAsWell'),
  },
  actions: {
    countPending: assign(({ event }) => ({ pending: (event as { pending?: number }).pending ?? 0 })),
    takeResult: assign(({ event }) => ({
      pending: (event as unknown as { output: SendResult }).output.pending,
      attempt: 0,
    })),
    countAttempt: assign(({ context }) => ({ attempt: Math.min(MAX_ATTEMPT, context.attempt + 1) })),
    takeRefusal: assign(({ event }) => {
      const failure = failureOf(event);
      return { refusal: failure?.kind === 'refused' ? failure.refusal : null, attempt: 0 };
    }),
    clearRefusal: assign({ refusal: null, attempt: 0 }),
  },
  guards: {
    /** Provided by the app: whether the browser says it has no network now. */
    startsOffline: unprovidedGuard('startsOffline'),
    hasPendingAfter: ({ event }) => (event as unknown as { output: SendResult }).output.pending > 0,
    isChangedWithPending: ({ event }) => ((event as { pending?: number }).pending ?? 0) > 0,
    isRefused: ({ event }) => failureOf(event)?.kind === 'refused',
    needsSignIn: ({ event }) => failureOf(event)?.kind === 'signInNeeded',
    /** Only a refusal for another inspection of the object completed meanwhile can be confirmed. */
    isInspectedMeanwhile: ({ context }) => Boolean(context.refusal?.meanwhile),
  },
  delays: {
    /** Grows with every failed attempt in a row. */
    backoff: ({ context }) => backoffOf(context.attempt),
  },
}).createMachine({
  id: 'outbox',
  description:
    'Sends the writes of field work (an inspection created, its steps saved, photos, the signature, the ' +
    'submit), kept in the browser, to the server one by one in the order they were made: on start, when the ' +
    'network returns, when the tab is shown again and after a wait that doubles with each failure (1 s to a ' +
    'minute). An entry leaves the outbox only when the server confirmed it. An entry the server refuses for ' +
    'good blocks the outbox until the engineer retries or discards it; a submit refused because another ' +
    'inspection of the object was completed meanwhile may also be confirmed, and is sent again to be ' +
    'recorded as well. A sign-in that cannot be renewed waits for the same user to sign in again.',
  context: ({ input }) => ({ pending: input.pending ?? 0, attempt: 0, refusal: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'sending' }],
    },
    idle: {
      on: {
        'outbox.changed': [
          { guard: 'isChangedWithPending', target: 'sending', actions: 'countPending' },
          { actions: 'countPending' },
        ],
        'outbox.retry': { target: 'sending' },
        'tab.visible': { target: 'sending' },
        'network.online': { target: 'sending' },
        'network.offline': { target: 'offline' },
        // Another user's outbox now: what waits for them goes.
        'session.signedIn': { target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendNext',
        src: 'sendNext',
        onDone: [
          { guard: 'hasPendingAfter', target: 'sending', reenter: true, actions: 'takeResult' },
          { target: 'idle', actions: 'takeResult' },
        ],
        onError: [
          { guard: 'isRefused', target: 'blocked', actions: 'takeRefusal' },
          { guard: 'needsSignIn', target: 'signedOut' },
          { target: 'waiting', actions: 'countAttempt' },
        ],
      },
      on: {
        'outbox.changed': { actions: 'countPending' },
        'network.offline': { target: 'offline' },
      },
    },
    waiting: {
      after: { backoff: { target: 'sending' } },
      on: {
        'outbox.changed': { actions: 'countPending' },
        'outbox.retry': { target: 'sending' },
        'tab.visible': { target: 'sending' },
        'network.online': { target: 'sending' },
        'network.offline': { target: 'offline' },
        'session.signedIn': { target: 'sending' },
      },
    },
    offline: {
      tags: ['offline'],
      on: {
        'outbox.changed': { actions: 'countPending' },
        'network.online': { target: 'sending' },
        // The browser may think it is offline behind a captive portal; the engineer may try anyway.
        'outbox.retry': { target: 'sending' },
      },
    },
    blocked: {
      tags: ['error'],
      on: {
        'outbox.changed': { actions: 'countPending' },
        'outbox.retry': { target: 'sending', actions: 'clearRefusal' },
        'outbox.discard': { target: 'discarding' },
        'outbox.recordAsWell': { guard: 'isInspectedMeanwhile', target: 'recording' },
      },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'recordAsWell',
        src: 'recordAsWell',
        input: ({ context }) => ({
          inspectionId: context.refusal?.inspectionId ?? '',
          alsoAfter: context.refusal?.meanwhile?.inspectionId ?? '',
        }),
        onDone: { target: 'sending', actions: 'clearRefusal' },
        onError: { target: 'blocked' },
      },
    },
    discarding: {
      tags: ['busy'],
      invoke: {
        id: 'discardRefused',
        src: 'discardRefused',
        input: ({ context }) => ({
          seq: context.refusal?.seq ?? 0,
          inspectionId: context.refusal?.inspectionId ?? '',
        }),
        onDone: { target: 'sending', actions: ['takeResult', 'clearRefusal'] },
        onError: { target: 'blocked' },
      },
    },
    signedOut: {
      on: {
        'outbox.changed': { actions: 'countPending' },
        'session.signedIn': { target: 'sending' },
      },
    },
  },
});
