import { setup } from 'xstate';
import { unprovidedAction, unprovidedGuard } from '../unprovided';

export type RefreshExpiryEvent = { type: 'session.started' } | { type: 'session.ended' };

export const refreshExpiryMachine = setup({
  types: {} as { events: RefreshExpiryEvent },
  actions: {
    logout: unprovidedAction('logout'),
  },
  guards: {
    /** Provided by the app: compares the stored refreshTokenExpires with the clock. */
    hasRefreshTokenExpired: unprovidedGuard('hasRefreshTokenExpired'),
  },
  delays: {
    expiryCheckInterval: 10_000,
  },
}).createMachine({
  id: 'refreshExpiry',
  description:
    'While signed in, checks the stored refreshTokenExpires every 10 seconds and logs out once it has ' +
    'passed, so a login that can no longer be renewed does not linger on screen.',
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'session.started': { target: 'watching' } },
    },
    watching: {
      on: { 'session.ended': { target: 'signedOut' } },
      after: {
        expiryCheckInterval: [
          { guard: 'hasRefreshTokenExpired', target: 'signedOut', actions: 'logout' },
          { target: 'watching', reenter: true },
        ],
      },
    },
  },
});
