import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor, unprovidedCallback, unprovidedGuard } from '../unprovided';
import type {
  OutboxContext,
  OutboxCount,
  OutboxEvent,
  OutboxInput,
  OutboxRefusal,
  SendFailure,
  SendResult,
} from './outbox.types';

/** The longest wait between two attempts, however often sending failed. */
export const MAX_BACKOFF_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;

/** How often an idle outbox asks whether the server is still there, while it last was. */
export const RECHECK_MS = 60_000;

/** The failures in a row that reach the longest wait: counting further changes nothing. */
export const MAX_ATTEMPT = Math.ceil(Math.log2(MAX_BACKOFF_MS / FIRST_BACKOFF_MS)) + 1;

/** 1 s, 2 s, 4 s ... up to a minute. */
export const backoffOf = (attempt: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));

const failureOf = (event: unknown) => (event as { error?: SendFailure }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const inspectionOf = (event: unknown) => (event as { inspectionId?: string }).inspectionId ?? '';
const refusedOf = (event: unknown): OutboxRefusal => {
  const failure = failureOf(event);
  if (failure?.kind !== 'refused') throw new Error('Only a refusal is set aside');
  return failure.refusal;
};

/** An engineer's choice about a set-aside entry, taken in every state that is not already making one. */
const choices = {
  'refusal.retry': { target: '#outbox.releasing' },
  'refusal.discard': { target: '#outbox.discarding' },
  'refusal.dropPhoto': { target: '#outbox.droppingPhoto' },
  'refusal.recordAsWell': { guard: 'isInspectedMeanwhile', target: '#outbox.recording' },
} as const;

/** While nothing is being sent: a change that leaves something to send starts sending. */
const countAndSend = [
  { guard: 'isChangedWithPending', target: '#outbox.sending', actions: 'takeCount' },
  { actions: 'takeCount' },
] as const;

export const outboxMachine = setup({
  types: {} as { context: OutboxContext; events: OutboxEvent; input: OutboxInput },
  actors: {
    /**
     * Sends the oldest entry of the outbox that can go through the app's HTTP client and removes it once the
     * server confirmed it; answers what waits after it. Rejects with a `SendFailure`.
     */
    sendNext: unprovidedActor<SendResult>('sendNext'),
    /** Marks the refused entry as set aside in the outbox, so the entries behind it go on; answers the count. */
    setAside: unprovidedActor<OutboxCount, OutboxRefusal>('setAside'),
    /** Puts an inspection's set-aside entries back in the queue, to be sent again. */
    retryRefused: unprovidedActor<OutboxCount, { inspectionId: string }>('retryRefused'),
    /** Takes the inspection's entries (and its copy in the browser) off the device; answers the count. */
    discardRefused: unprovidedActor<OutboxCount, { inspectionId: string }>('discardRefused'),
    /** Drops one refused photo: its entry, its bytes, and its place in the queued drafts. */
    dropPhoto: unprovidedActor<OutboxCount, { inspectionId: string; photoId: string }>('dropPhoto'),
    /**
     * The engineer saw the inspection of the same object completed meanwhile and wants theirs recorded as
     * well: the refused submit is kept with that confirmation, to be sent again.
     */
    recordAsWell: unprovidedActor<void, { inspectionId: string; alsoAfter: string }>('recordAsWell'),
    /** Asks the server whether it answers at all (the browser's `online` says nothing of the server). */
    checkServer: unprovidedActor<void>('checkServer'),
    /**
     * For as long as the outbox runs: tells it what the browser says, `network.online`, `network.offline`,
     * and `tab.visible` when the tab is shown again.
     */
    browserSignals: unprovidedCallback<OutboxEvent>('browserSignals'),
    /** For as long as the outbox runs: counts the store at once and after each change, as `outbox.changed`. */
    storeChanges: unprovidedCallback<OutboxEvent>('storeChanges'),
    /**
     * For as long as the outbox runs: keeps the day's work (appointments, their objects and checklists) on
     * the device at once and whenever the network returns, so an inspection starts with none.
     */
    keepDaysWork: unprovidedCallback<OutboxEvent>('keepDaysWork'),
  },
  actions: {
    /** Counts the store of the user who just signed in: their entries, not the last user's, are shown. */
    recountStore: unprovidedAction('recountStore'),
    /** Has read again what a confirmed entry made stale (a completed inspection: the gate, its documents). */
    refreshStale: unprovidedAction('refreshStale'),
    takeCount: assign(({ event }) => {
      const count = (event as { output?: OutboxCount }).output ?? (event as unknown as OutboxCount);
      return { pending: count.pending ?? 0, refusals: count.refusals ?? [] };
    }),
    takeResult: assign(({ context, event }) => {
      const { pending, refusals, sentAt } = outputOf<SendResult>(event);
      return {
        pending,
        refusals,
        attempt: 0,
        // Nothing to send asked nothing of the server: what was known of it stays.
        server: sentAt === null ? context.server : ('reachable' as const),
        lastSentAt: sentAt ?? context.lastSentAt,
      };
    }),
    countAttempt: assign(({ context }) => ({ attempt: Math.min(MAX_ATTEMPT, context.attempt + 1) })),
    markReachable: assign({ server: 'reachable' as const, attempt: 0 }),
    noteSignIn: assign({ signedInWhileSending: true }),
    forgetSignIn: assign({ signedInWhileSending: false }),
    markUnreachable: assign(({ context }) => ({
      server: 'unreachable' as const,
      attempt: Math.min(MAX_ATTEMPT, context.attempt + 1),
    })),
  },
  guards: {
    /** Provided by the app: whether the browser says it has no network now. */
    startsOffline: unprovidedGuard('startsOffline'),
    hasPendingAfter: ({ event }) => outputOf<SendResult>(event).pending > 0,
    sentNothing: ({ event }) => outputOf<SendResult>(event).sentAt === null,
    isChangedWithPending: ({ event }) => ((event as { pending?: number }).pending ?? 0) > 0,
    isRefused: ({ event }) => failureOf(event)?.kind === 'refused',
    needsSignIn: ({ event }) => failureOf(event)?.kind === 'signInNeeded',
    /** The login was refused, but a user signed in while the send was out: the refusal was of the old one. */
    isRefusedBeforeSignIn: ({ context, event }) =>
      context.signedInWhileSending && failureOf(event)?.kind === 'signInNeeded',
    /** Only a refusal for another inspection of the object completed meanwhile can be confirmed. */
    isInspectedMeanwhile: ({ context, event }) =>
      context.refusals.some((r) => r.inspectionId === inspectionOf(event) && r.meanwhile),
  },
  delays: {
    /** Grows with every failed attempt in a row. */
    backoff: ({ context }) => backoffOf(context.attempt),
    /** At once when nothing is known of the server, then as often as sending would try again. */
    recheck: ({ context }) =>
      context.server === 'unknown'
        ? 0
        : context.server === 'unreachable'
          ? backoffOf(context.attempt)
          : RECHECK_MS,
  },
}).createMachine({
  id: 'outbox',
  description:
    'Sends the writes of field work (an inspection created, its steps saved, photos, the signature, the ' +
    'submit), kept in the browser, to the server one by one in the order they were made: on start, when the ' +
    'network returns, when the tab is shown again and after a wait that doubles with each failure (1 s to a ' +
    'minute). An entry leaves the outbox only when the server confirmed it. An entry the server refuses for ' +
    'good is set aside with its reason and the entries behind it go on; only what depends on it waits (the ' +
    "inspection's submit behind a refused photo, the whole inspection behind any other refusal) until the " +
    'engineer tries it again, drops the photo, removes the inspection, or, for a submit refused because ' +
    'another inspection of the object was completed meanwhile, confirms it to be recorded as well. Whether ' +
    'the server answers is known from every send and otherwise from a health check: when there was nothing ' +
    'to send, and while idle every minute (as often as sending would retry while it does not answer). A sign-in that cannot be renewed ' +
    'waits for the same user to sign in again. While it runs, the day’s work is kept on the device whenever ' +
    'the network is there.',
  context: ({ input }) => ({
    pending: input.pending ?? 0,
    attempt: 0,
    refusals: [],
    server: 'unknown',
    lastSentAt: null,
    signedInWhileSending: false,
  }),
  invoke: [
    { id: 'browserSignals', src: 'browserSignals' },
    { id: 'storeChanges', src: 'storeChanges' },
    { id: 'keepDaysWork', src: 'keepDaysWork' },
  ],
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'sending' }],
    },
    idle: {
      after: { recheck: { target: 'checking' } },
      on: {
        'outbox.changed': countAndSend,
        'outbox.retry': { target: 'sending' },
        'tab.visible': { target: 'sending' },
        'network.online': { target: 'sending' },
        'network.offline': { target: 'offline' },
        // Another user's outbox now: what waits for them goes.
        'session.signedIn': { target: 'sending' },
        ...choices,
      },
    },
    checking: {
      invoke: {
        id: 'checkServer',
        src: 'checkServer',
        onDone: { target: 'idle', actions: 'markReachable' },
        onError: { target: 'idle', actions: 'markUnreachable' },
      },
      on: {
        'outbox.changed': countAndSend,
        'outbox.retry': { target: 'sending' },
        'network.offline': { target: 'offline' },
        'session.signedIn': { target: 'sending' },
        ...choices,
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'forgetSignIn',
      invoke: {
        id: 'sendNext',
        src: 'sendNext',
        onDone: [
          {
            guard: 'hasPendingAfter',
            target: 'sending',
            reenter: true,
            actions: ['takeResult', 'refreshStale'],
          },
          // Nothing went, so nothing was asked of the server: ask whether it is there.
          { guard: 'sentNothing', target: 'checking', actions: 'takeResult' },
          { target: 'idle', actions: ['takeResult', 'refreshStale'] },
        ],
        onError: [
          { guard: 'isRefused', target: 'settingAside', actions: 'markReachable' },
          // Asked with the login the sign-in meanwhile replaced: once more, with the new one.
          { guard: 'isRefusedBeforeSignIn', target: 'sending', reenter: true },
          { guard: 'needsSignIn', target: 'signedOut' },
          { target: 'waiting', actions: 'markUnreachable' },
        ],
      },
      on: {
        'outbox.changed': { actions: 'takeCount' },
        'network.offline': { target: 'offline' },
        'session.signedIn': { actions: 'noteSignIn' },
        ...choices,
      },
    },
    settingAside: {
      tags: ['busy'],
      invoke: {
        id: 'setAside',
        src: 'setAside',
        input: ({ event }) => refusedOf(event),
        onDone: { target: 'sending', actions: 'takeCount' },
        // The browser's store failed: the entry is still the head, and is refused (and set aside) again later.
        onError: { target: 'waiting', actions: 'countAttempt' },
      },
      on: { 'outbox.changed': { actions: 'takeCount' } },
    },
    waiting: {
      after: { backoff: { target: 'sending' } },
      on: {
        'outbox.changed': { actions: 'takeCount' },
        'outbox.retry': { target: 'sending' },
        'tab.visible': { target: 'sending' },
        'network.online': { target: 'sending' },
        'network.offline': { target: 'offline' },
        'session.signedIn': { target: 'sending' },
        ...choices,
      },
    },
    offline: {
      tags: ['offline'],
      on: {
        'outbox.changed': { actions: 'takeCount' },
        'network.online': { target: 'sending' },
        // The browser may think it is offline behind a captive portal; the engineer may try anyway.
        'outbox.retry': { target: 'sending' },
        // Nothing is sent without a network, so no answer brings the new user's count: the store is asked.
        'session.signedIn': { actions: 'recountStore' },
        ...choices,
      },
    },
    releasing: {
      tags: ['busy'],
      invoke: {
        id: 'retryRefused',
        src: 'retryRefused',
        input: ({ event }) => ({ inspectionId: inspectionOf(event) }),
        onDone: { target: 'starting', actions: 'takeCount' },
        onError: { target: 'starting' },
      },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'recordAsWell',
        src: 'recordAsWell',
        input: ({ context, event }) => ({
          inspectionId: inspectionOf(event),
          alsoAfter:
            context.refusals.find((r) => r.inspectionId === inspectionOf(event) && r.meanwhile)?.meanwhile
              ?.inspectionId ?? '',
        }),
        onDone: { target: 'starting' },
        onError: { target: 'starting' },
      },
    },
    discarding: {
      tags: ['busy'],
      invoke: {
        id: 'discardRefused',
        src: 'discardRefused',
        input: ({ event }) => ({ inspectionId: inspectionOf(event) }),
        onDone: { target: 'starting', actions: 'takeCount' },
        onError: { target: 'starting' },
      },
    },
    droppingPhoto: {
      tags: ['busy'],
      invoke: {
        id: 'dropPhoto',
        src: 'dropPhoto',
        input: ({ event }) => ({
          inspectionId: inspectionOf(event),
          photoId: (event as { photoId?: string }).photoId ?? '',
        }),
        onDone: { target: 'starting', actions: 'takeCount' },
        onError: { target: 'starting' },
      },
    },
    signedOut: {
      on: {
        'outbox.changed': { actions: 'takeCount' },
        'session.signedIn': { target: 'sending' },
      },
    },
  },
});
