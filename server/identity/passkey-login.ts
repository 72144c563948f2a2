import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '../../contract/identity';
import {
  ceremonyOptionsSchema,
  passkeySecondFactorSchema,
  passkeySignInSchema,
  passkeyTicketSchema,
} from '../../contract/passkeys';
import { badRequest, HttpError } from '../errors';
import { knownDeviceOf } from './device-cookie';
import { finishSignIn } from './finish-sign-in';
import type { LoginThrottle } from './login-throttle';
import { readTicket } from './login-ticket';
import { authenticationOptions, findPasskey, relyingPartyOf, verifyPasskey } from './passkeys';
import { secondFactorState, secondStepOf } from './second-factor';
import { findUser } from './users';

export interface PasskeyLoginOptions {
  throttle: LoginThrottle;
}

/**
 * Signing in with a passkey: alone (the browser offers the passkeys it holds for this portal; the one chosen
 * names its user, and a passkey with the user's verification is both factors at once), or as the second step
 * after the password. Under /Identity/Login, so the device cookie comes along: a refused passkey counts in the
 * login throttle where a wrong password would, and a right one clears it.
 */
export async function passkeyLoginRoutes(instance: FastifyInstance, { throttle }: PasskeyLoginOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const party = () => relyingPartyOf(app.config.publicUrl);
  const secret = () => app.config.jwtSecret;

  /** The ticket's user, still active and asked a passkey at the second step; 401 (sign in again) otherwise. */
  async function ticketHolder(ticketText: string) {
    const ticket = await readTicket(secret(), ticketText, 'code');
    const user = await findUser(app.db, ticket.userId);
    const next = user?.status === 'active' ? secondStepOf(await secondFactorState(app.db, user.id)) : null;
    if (!next?.methods.includes('passkey')) throw new HttpError(401, 'invalidTicket');
    return { ticket, user: user as NonNullable<typeof user> };
  }

  /**
   * The passkey's user, once its signature answers this ceremony (`userId`: the second step's user); a refusal
   * counts for the passkey's account, or for the address alone when nobody holds it.
   */
  async function signedInWith(
    request: FastifyRequest,
    credential: AuthenticationResponseJSON,
    userId: string | null,
  ) {
    const stored = await findPasskey(app.db, credential.id);
    const email = stored?.email ?? 'unknown passkey';
    const device = knownDeviceOf(request, secret(), email);
    await throttle.assertAllowed(email, request.ip, device);
    const proven = stored ? await verifyPasskey(app.db, party(), credential, stored, userId) : false;
    const user = proven && stored ? await findUser(app.db, stored.userId) : undefined;
    if (user?.status !== 'active') {
      await throttle.failed(email, request.ip, device);
      throw badRequest('passkeyRefused');
    }
    await throttle.succeeded(email, request.ip, device);
    return user;
  }

  app.post(
    '/Identity/Login/passkey-options',
    { schema: { response: { 200: ceremonyOptionsSchema } } },
    async () => authenticationOptions(app.db, party(), null),
  );

  app.post(
    '/Identity/Login/passkey',
    { schema: { body: passkeySignInSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const user = await signedInWith(request, request.body.credential, null);
      return finishSignIn(app, request, reply, user);
    },
  );

  app.post(
    '/Identity/Login/second-factor/passkey-options',
    { schema: { body: passkeyTicketSchema, response: { 200: ceremonyOptionsSchema } } },
    async (request) => {
      const { user } = await ticketHolder(request.body.ticket);
      return authenticationOptions(app.db, party(), user.id);
    },
  );

  app.post(
    '/Identity/Login/second-factor/passkey',
    { schema: { body: passkeySecondFactorSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const { ticket } = await ticketHolder(request.body.ticket);
      const user = await signedInWith(request, request.body.credential, ticket.userId);
      return finishSignIn(app, request, reply, user);
    },
  );
}
