import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../contract/identity';
import {
  disableSecondFactorSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorStateSchema,
  totpEnrolmentSchema,
} from '../../contract/second-factor';
import { callerOf } from '../access/authenticate';
import { badRequest } from '../errors';
import { sendSecondFactorChangedMail } from '../mail/second-factor-mail';
import type { LoginThrottle } from './login-throttle';
import { assertOwnPassword } from './own-password';
import {
  acceptTotp,
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorState,
  startEnrolment,
} from './second-factor';
import { findUser } from './users';

export interface SecondFactorAccountOptions {
  throttle: LoginThrottle;
}

/**
 * The account screen's second factor: turn an authenticator on (a secret, then a first code), renew the
 * recovery codes, turn it off with the password and a code. A stolen access token must not become a way around
 * the login throttle: every code and password checked here counts in it, as at sign-in. Every change is mailed to
 * the account's address, so a change the holder did not make is noticed.
 */
export async function secondFactorAccountRoutes(
  instance: FastifyInstance,
  { throttle }: SecondFactorAccountOptions,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { permissions: [] };

  app.get(
    '/Identity/SecondFactor',
    { config: signedIn, schema: { response: { 200: secondFactorStateSchema } } },
    async (request) => secondFactorState(app.db, callerOf(request).id),
  );

  app.post(
    '/Identity/SecondFactor/enrolment',
    { config: signedIn, schema: { response: { 200: totpEnrolmentSchema } } },
    async (request) => {
      const caller = callerOf(request);
      return startEnrolment(app.db, app.config.jwtSecret, caller.id, caller.email);
    },
  );

  app.post(
    '/Identity/SecondFactor/enrolment/confirm',
    {
      config: signedIn,
      schema: { body: secondFactorCodeBodySchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      await throttle.assertAllowed(caller.email, request.ip);
      const recoveryCodes = await confirmEnrolment(
        app.db,
        app.config.jwtSecret,
        caller.id,
        request.body.Code,
      );
      if (!recoveryCodes) {
        await throttle.failed(caller.email, request.ip);
        throw badRequest('invalidSecondFactorCode');
      }
      await sendSecondFactorChangedMail(app, await findUser(app.db, caller.id), 'totpEnabled');
      return { recoveryCodes };
    },
  );

  /** A code must be current and unused here too: whoever renews must hold the authenticator. */
  async function assertCode(callerId: string, email: string, ip: string, code: string) {
    if (!(await secondFactorState(app.db, callerId)).enabled) throw badRequest('secondFactorOff');
    if (await acceptTotp(app.db, app.config.jwtSecret, callerId, code)) return;
    await throttle.failed(email, ip);
    throw badRequest('invalidSecondFactorCode');
  }

  app.post(
    '/Identity/SecondFactor/recovery-codes',
    {
      config: signedIn,
      schema: { body: secondFactorCodeBodySchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      await throttle.assertAllowed(caller.email, request.ip);
      await assertCode(caller.id, caller.email, request.ip, request.body.Code);
      const recoveryCodes = await renewRecoveryCodes(app.db, app.config.jwtSecret, caller.id);
      await sendSecondFactorChangedMail(app, await findUser(app.db, caller.id), 'recoveryCodesRenewed');
      return { recoveryCodes };
    },
  );

  app.post(
    '/Identity/SecondFactor/disable',
    { config: signedIn, schema: { body: disableSecondFactorSchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const state = await secondFactorState(app.db, caller.id);
      if (!state.enabled) throw badRequest('secondFactorOff');
      // A passkey is a second factor too: with one, the authenticator may go even where one is required.
      if (state.required && state.passkeys === 0) throw badRequest('secondFactorCannotDisable');
      const user = await assertOwnPassword(app.db, throttle, caller, request.ip, request.body.Password);
      await assertCode(caller.id, caller.email, request.ip, request.body.Code);
      await throttle.succeeded(caller.email, request.ip);
      await disableSecondFactor(app.db, caller.id);
      await sendSecondFactorChangedMail(app, user, 'totpDisabled');
      return { ok: true as const };
    },
  );
}
