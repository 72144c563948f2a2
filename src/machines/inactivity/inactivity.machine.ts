import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedGuard } from '../unprovided';

/** 15 minutes without click, mouse move, key, scroll, touch or focus (spec section 9). */
export const INACTIVITY_TIMEOUT_MS = 900_000;

/** Engineers on an inspection work with their hands on a gate, not on the screen: never log them out there. */
export const isInspectionPath = (path: string): boolean => path.includes('/inspection/');

export interface InactivityContext {
  /** Epoch milliseconds of the last activity, or of signing in. */
  lastActivityAt: number;
  inactivityTimeout: number;
}

export type InactivityEvent =
  | { type: 'session.started'; at: number }
  | { type: 'session.ended' }
  | { type: 'user.activity'; at: number };

export const inactivityMachine = setup({
  types: {} as {
    context: InactivityContext;
    events: InactivityEvent;
    input: { inactivityTimeout?: number };
  },
  actions: {
    logout: unprovidedAction('logout'),
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
    'Logs the user out after 15 minutes without click, mouse move, key, scroll, touch or focus, checked ' +
    'every 10 seconds while signed in, and never on a path containing /inspection/.',
  context: ({ input }) => ({
    lastActivityAt: 0,
    inactivityTimeout: input.inactivityTimeout ?? INACTIVITY_TIMEOUT_MS,
  }),
  initial: 'signedOut',
  states: {
    signedOut: {
      on: {
        'session.started': {
          target: 'watching',
          actions: assign({ lastActivityAt: ({ event }) => event.at }),
        },
      },
    },
    watching: {
      on: {
        'user.activity': { actions: assign({ lastActivityAt: ({ event }) => event.at }) },
        'session.ended': { target: 'signedOut' },
      },
      after: {
        inactivityCheckInterval: [
          { guard: 'isOnInspectionPath', target: 'watching', reenter: true },
          { guard: 'isIdleTooLong', target: 'signedOut', actions: 'logout' },
          { target: 'watching', reenter: true },
        ],
      },
    },
  },
});
