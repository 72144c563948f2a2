import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../contract/identity';
import {
  addPasskeySchema,
  ceremonyOptionsSchema,
  passkeyOptionsRequestSchema,
  passkeyParamsSchema,
  passkeysResponseSchema,
  renamePasskeySchema,
} from '../../contract/passkeys';
import { callerOf } from '../access/authenticate';
import { badRequest, notFound } from '../errors';
import { sendSecondFactorChangedMail } from '../mail/second-factor-mail';
import type { LoginThrottle } from './login-throttle';
import { assertOwnPassword } from './own-password';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
} from './passkeys';
import { secondFactorState } from './second-factor';
import { findUser } from './users';

export interface PasskeyAccountOptions {
  throttle: LoginThrottle;
}

/**
 * The account screen's passkeys: the list, adding one (after the password, which counts in the login throttle
 * as at sign-in), naming and removing one. Each addition and removal is mailed to the account's address. Another
 * user's passkey is answered as one that does not exist.
 */
export async function passkeyAccountRoutes(instance: FastifyInstance, { throttle }: PasskeyAccountOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { permissions: [] };
  const party = () => relyingPartyOf(app.config.publicUrl);

  app.get(
    '/Identity/Passkeys',
    { config: signedIn, schema: { response: { 200: passkeysResponseSchema } } },
    async (request) => {
      const rows = await listPasskeys(app.db, callerOf(request).id);
      return {
        passkeys: rows.map((p) => ({
          ...p,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/Identity/Passkeys/options',
    {
      config: signedIn,
      schema: { body: passkeyOptionsRequestSchema, response: { 200: ceremonyOptionsSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const user = await assertOwnPassword(app.db, throttle, caller, request.ip, request.body.Password);
      await throttle.succeeded(caller.email, request.ip);
      return registrationOptions(app.db, party(), user);
    },
  );

  app.post(
    '/Identity/Passkeys',
    { config: signedIn, schema: { body: addPasskeySchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const { name, credential } = request.body;
      if (!(await addPasskey(app.db, party(), caller.id, name, credential)))
        throw badRequest('passkeyRefused');
      await sendSecondFactorChangedMail(app, await findUser(app.db, caller.id), 'passkeyAdded');
      return { ok: true as const };
    },
  );

  app.put(
    '/Identity/Passkeys/:id',
    {
      config: signedIn,
      schema: { params: passkeyParamsSchema, body: renamePasskeySchema, response: { 200: okSchema } },
    },
    async (request) => {
      const renamed = await renamePasskey(app.db, callerOf(request).id, request.params.id, request.body.name);
      if (!renamed) throw notFound();
      return { ok: true as const };
    },
  );

  app.delete(
    '/Identity/Passkeys/:id',
    { config: signedIn, schema: { params: passkeyParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const state = await secondFactorState(app.db, caller.id);
      // The last second factor of an account that must have one stays: without it, this very session would
      // reach nothing until an authenticator is enrolled at the next sign-in.
      if (state.required && !state.enabled && state.passkeys === 1) throw badRequest('lastPasskeyRequired');
      if (!(await removePasskey(app.db, caller.id, request.params.id))) throw notFound();
      await sendSecondFactorChangedMail(app, await findUser(app.db, caller.id), 'passkeyRemoved');
      return { ok: true as const };
    },
  );
}
