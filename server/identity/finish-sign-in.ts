import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '../../contract/identity';
import { newDeviceMail, sendAccountMail } from '../mail/account-mails';
import { knownDeviceOf, rememberDevice } from './device-cookie';
import { clientOf } from './sessions';
import { openSession } from './tokens';

/** The account a sign-in completes for. */
export interface SigningIn {
  id: string;
  email: string;
  name: string;
  language: string;
}

/**
 * The last step of every successful sign-in (a password alone, or a password and its second factor): the
 * session is opened and noted with its browser and address, the browser is remembered as a known device of the
 * account, and a browser that was not one yet (no device cookie of this account) makes a mail to the account
 * holder, in their language, so a sign-in they did not make does not go unnoticed.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SigningIn,
): Promise<TokenResponse> {
  const secret = app.config.jwtSecret;
  const known = knownDeviceOf(request, secret, user.email) !== undefined;
  const client = clientOf(request);
  rememberDevice(request, reply, secret, user.email);
  const tokens = await openSession(app.db, app.config, user.id, client);
  if (!known) {
    const at = new Date();
    await sendAccountMail(app, user, (language, link) =>
      newDeviceMail(language, link, user.name, { ...client, at }),
    );
  }
  return tokens;
}
