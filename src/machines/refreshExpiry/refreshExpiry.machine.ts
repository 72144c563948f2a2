import { setup } from 'xstate';
import { unprovidedGuard } from '../unprovided';

export const refreshExpiryMachine = setup({
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
    'Runs while the session is authorized (the session invokes it): checks the stored refreshTokenExpires ' +
    'every 10 seconds and ends once it has passed, the session’s cue to log out, so a login that can no ' +
    'longer be renewed does not linger on screen.',
  initial: 'watching',
  states: {
    watching: {
      after: {
        expiryCheckInterval: [
          { guard: 'hasRefreshTokenExpired', target: 'expired' },
          { target: 'watching', reenter: true },
        ],
      },
    },
    expired: { type: 'final' },
  },
});
