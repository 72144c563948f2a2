import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequestSchema, refreshRequestSchema, tokenResponseSchema } from '../../contract/identity';
import { loginAnswerSchema } from '../../contract/second-factor';
import { badRequest, HttpError } from '../errors';
import { knownDeviceOf } from './device-cookie';
import { finishSignIn } from './finish-sign-in';
import type { LoginThrottle } from './login-throttle';
import { issueTicket } from './login-ticket';
import { dummyHash, verifyPassword } from './password';
import { rotateRefreshToken } from './refresh-tokens';
import { secondFactorState, secondStepOf } from './second-factor';
import { clientOf, touchSession } from './sessions';
import { tokenResponse } from './tokens';
import { findUser, findUserByEmail } from './users';

export interface LoginOptions {
  throttle: LoginThrottle;
}

export async function loginRoutes(instance: FastifyInstance, { throttle }: LoginOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Identity/Login',
    { schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const secret = app.config.jwtSecret;
      const device = knownDeviceOf(request, secret, email);
      await throttle.assertAllowed(email, request.ip, device);
      const user = await findUserByEmail(app.db, email);
      // One full password check on every path: an unknown email costs what a wrong password costs,
      // and an invited or deactivated account answers like a wrong password.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !valid || user.status !== 'active') {
        await throttle.failed(email, request.ip, device);
        throw badRequest('invalidCredentials');
      }
      // An account with a second factor gets a ticket to the second step, not a session. Its failure counts
      // stay until that step succeeds: a guesser who has the password must not clear them between codes.
      const next = secondStepOf(await secondFactorState(app.db, user.id));
      if (next) {
        const ticket = await issueTicket(secret, { userId: user.id, email: user.email, step: next.step });
        return { secondFactor: next.step, ticket, methods: next.methods };
      }
      await throttle.succeeded(email, request.ip, device);
      // rememberMe is always false in the app (no control is shown); every login gets the same lifetime.
      return finishSignIn(app, request, reply, user);
    },
  );

  // The access token in the body may have expired: the refresh token alone is the credential.
  app.post(
    '/Identity/Login/refresh-token',
    { schema: { body: refreshRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      const invalid = new HttpError(401, 'invalidRefreshToken');
      const session = await rotateRefreshToken(app.db, app.config.jwtSecret, request.body.refreshToken);
      if (!session) throw invalid;
      const user = await findUser(app.db, session.userId);
      if (user?.status !== 'active') throw invalid;
      await touchSession(app.db, session.familyId, clientOf(request));
      return tokenResponse(app.config, session);
    },
  );
}
