import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '../../contract/identity';
import {
  enrolledLoginSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  secondFactorLoginSchema,
  totpEnrolmentSchema,
} from '../../contract/second-factor';
import { badRequest, HttpError } from '../errors';
import { sendSecondFactorChangedMail } from '../mail/second-factor-mail';
import { knownDeviceOf } from './device-cookie';
import { finishSignIn } from './finish-sign-in';
import type { LoginThrottle } from './login-throttle';
import { readTicket, type Ticket, type TicketStep } from './login-ticket';
import {
  acceptSecondFactor,
  confirmEnrolment,
  secondFactorState,
  secondStepOf,
  startEnrolment,
} from './second-factor';
import { findUser } from './users';

export interface SecondFactorLoginOptions {
  throttle: LoginThrottle;
}

/**
 * The second step of a sign-in, after the right password: a code of the authenticator or a recovery code, or,
 * for an account that must have a second factor and has none, its enrolment. Only then is a session opened.
 * Under /Identity/Login, so the browser's device cookie comes along: a wrong code counts where a wrong
 * password would (the same throttle, the same keys), and a right one clears what the password left.
 */
export async function secondFactorLoginRoutes(
  instance: FastifyInstance,
  { throttle }: SecondFactorLoginOptions,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const secret = () => app.config.jwtSecret;

  /** The ticket's user, still active and still at this step; 401 (sign in again) otherwise. */
  async function ticketHolder(request: FastifyRequest, ticketText: string, step: TicketStep) {
    const ticket = await readTicket(secret(), ticketText, step);
    const user = await findUser(app.db, ticket.userId);
    const next = user?.status === 'active' ? secondStepOf(await secondFactorState(app.db, user.id)) : null;
    if (next?.step !== step) throw new HttpError(401, 'invalidTicket');
    const device = knownDeviceOf(request, secret(), ticket.email);
    return { ticket, device, user: user as NonNullable<typeof user> };
  }

  async function refused(
    request: FastifyRequest,
    ticket: Ticket,
    device: string | undefined,
  ): Promise<never> {
    await throttle.failed(ticket.email, request.ip, device);
    throw badRequest('invalidSecondFactorCode');
  }

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { ticket, device, user }: Awaited<ReturnType<typeof ticketHolder>>,
  ) {
    await throttle.succeeded(ticket.email, request.ip, device);
    return finishSignIn(app, request, reply, user);
  }

  app.post(
    '/Identity/Login/second-factor',
    { schema: { body: secondFactorLoginSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const holder = await ticketHolder(request, request.body.ticket, 'code');
      const { ticket, device } = holder;
      await throttle.assertAllowed(ticket.email, request.ip, device);
      const { method, code } = request.body;
      const accepted = await acceptSecondFactor(app.db, secret(), ticket.userId, code, method === 'recovery');
      if (!accepted) return refused(request, ticket, device);
      if (method === 'recovery') await sendSecondFactorChangedMail(app, holder.user, 'recoveryCodeUsed');
      return signedIn(request, reply, holder);
    },
  );

  app.post(
    '/Identity/Login/enrolment',
    { schema: { body: enrolmentStartSchema, response: { 200: totpEnrolmentSchema } } },
    async (request) => {
      const { ticket, device } = await ticketHolder(request, request.body.ticket, 'enrol');
      await throttle.assertAllowed(ticket.email, request.ip, device);
      return startEnrolment(app.db, secret(), ticket.userId, ticket.email);
    },
  );

  app.post(
    '/Identity/Login/enrolment/confirm',
    { schema: { body: enrolmentConfirmSchema, response: { 200: enrolledLoginSchema } } },
    async (request, reply) => {
      const holder = await ticketHolder(request, request.body.ticket, 'enrol');
      const { ticket, device } = holder;
      await throttle.assertAllowed(ticket.email, request.ip, device);
      const recoveryCodes = await confirmEnrolment(app.db, secret(), ticket.userId, request.body.code);
      if (!recoveryCodes) return refused(request, ticket, device);
      await sendSecondFactorChangedMail(app, holder.user, 'totpEnabled');
      return { ...(await signedIn(request, reply, holder)), recoveryCodes };
    },
  );
}
