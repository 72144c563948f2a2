import { type ActorRefFrom, waitFor } from 'xstate';
import type { tokenRefreshMachine } from './tokenRefresh.machine';

export type TokenRefreshActor = ActorRefFrom<typeof tokenRefreshMachine>;

/**
 * What the http client calls after a 401 with `token-expired: true`: joins the refresh in flight (or starts
 * one) and settles with its outcome, so many expired requests cost one refresh.
 */
export async function requestFreshToken(actor: TokenRefreshActor, failedToken: string): Promise<string> {
  actor.send({ type: 'token.expired', failedToken });
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  if (settled.matches('refreshed') && settled.context.accessToken) return settled.context.accessToken;
  throw new Error('The login could not be renewed');
}
