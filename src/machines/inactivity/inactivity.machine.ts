import { assign, setup } from 'xstate';
import { unprovidedGuard } from '../unprovided';

/** 15 minutes without click, mouse move, key, scroll, touch or focus (spec section 9). */
export const INACTIVITY_TIMEOUT_MS = 900_000;

/** Engineers on an inspection work with their hands on a gate, not on the screen: never log them out there. */
export const isInspectionPath = (path: string): boolean => path.includes('/inspection/');

export interface InactivityInput {
  /** Epoch milliseconds of signing in: the clock starts there. */
  startedAt: number;
  inactivityTimeout?: number;
}

export interface InactivityContext {
  /** Epoch milliseconds of the last activity, or of signing in. */
  lastActivityAt: number;
  inactivityTimeout: number;
}

export type InactivityEvent = { type: 'user.activity'; at: number };

export const inactivityMachine = setup({
  types: {} as {
    context: InactivityContext;
    events: InactivityEvent;
    input: InactivityInput;
  },
  guards: {
    /** Provided by the app: looks at the current path. */
    isOnInspectionPath: unprovidedGuard('isOnInspectionPath'),
    isIdleTooLong: ({ context }) => Date.now() - context.lastActivityAt >= context.inactivityTimeout,
  },
  delays: {
    inactivityCheckInterval: 10_000,
  },
}).createMachine({
  id: 'inactivity',
  description:
    'Runs while the session is authorized (the session invokes it) and ends once 15 minutes passed without ' +
    'click, mouse move, key, scroll, touch or focus, checked every 10 seconds and never on a path containing ' +
    '/inspection/. Its end is the session’s cue to log out.',
  context: ({ input }) => ({
    lastActivityAt: input.startedAt,
    inactivityTimeout: input.inactivityTimeout ?? INACTIVITY_TIMEOUT_MS,
  }),
  initial: 'watching',
  states: {
    watching: {
      on: {
        'user.activity': { actions: assign({ lastActivityAt: ({ event }) => event.at }) },
      },
      after: {
        inactivityCheckInterval: [
          { guard: 'isOnInspectionPath', target: 'watching', reenter: true },
          { guard: 'isIdleTooLong', target: 'timedOut' },
          { target: 'watching', reenter: true },
        ],
      },
    },
    timedOut: { type: 'final' },
  },
});
