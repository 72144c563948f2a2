import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from '../unprovided';

export interface TokenRefreshContext {
  /** The expired access token the current or last refresh was started for. */
  failedToken: string | null;
  /** The access token the last successful refresh gave. */
  accessToken: string | null;
}

export type TokenRefreshEvent = { type: 'token.expired'; failedToken: string };

export const tokenRefreshMachine = setup({
  types: {} as { context: TokenRefreshContext; events: TokenRefreshEvent },
  actors: {
    /** Renews the stored login under the cross-tab lock; null when nothing was renewed. */
    renewAccessToken: unprovidedActor<string | null, { failedToken: string }>('renewAccessToken'),
  },
  actions: {
    clearStoredLogin: unprovidedAction('clearStoredLogin'),
    recheckSession: unprovidedAction('recheckSession'),
    rememberFailedToken: assign({ failedToken: ({ event }) => event.failedToken }),
  },
  guards: {
    isRenewed: (_, params: { accessToken: string | null }) => Boolean(params.accessToken),
  },
}).createMachine({
  id: 'tokenRefresh',
  description:
    'Single-flight renewal of an expired access token. The first request that meets a 401 with ' +
    '`token-expired: true` starts one refresh; every request meeting one meanwhile waits for the same ' +
    'outcome, then retries once with the new token. A failed or empty refresh clears the stored login, ' +
    'rejects every waiter and re-checks the session.',
  context: { failedToken: null, accessToken: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'token.expired': { target: 'refreshing', actions: 'rememberFailedToken' },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'renewAccessToken',
        src: 'renewAccessToken',
        input: ({ context }) => ({ failedToken: context.failedToken ?? '' }),
        onDone: [
          {
            guard: { type: 'isRenewed', params: ({ event }) => ({ accessToken: event.output }) },
            target: 'refreshed',
            actions: assign({ accessToken: ({ event }) => event.output }),
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    refreshed: {
      on: {
        'token.expired': { target: 'refreshing', actions: 'rememberFailedToken' },
      },
    },
    failed: {
      entry: [assign({ accessToken: null }), 'clearStoredLogin', 'recheckSession'],
      on: {
        'token.expired': { target: 'refreshing', actions: 'rememberFailedToken' },
      },
    },
  },
});
