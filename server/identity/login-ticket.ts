import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../errors';

/**
 * What a right password earns an account that signs in with a second factor: no session yet, but a ticket to
 * the second step. `code`: the account has an authenticator; `enrol`: it must enrol one first. The ticket is
 * signed, names its user and step, and lives five minutes; the second step checks the account afresh.
 */
export type TicketStep = 'code' | 'enrol';

const AUDIENCE = 'second-factor';
const ISSUER = 'service-portal';
const TTL_S = 5 * 60;
const key = (secret: string) => new TextEncoder().encode(`${secret}|second-factor`);

export interface Ticket {
  userId: string;
  email: string;
  step: TicketStep;
}

export function issueTicket(secret: string, { userId, email, step }: Ticket): Promise<string> {
  return new SignJWT({ email, step })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_S}s`)
    .sign(key(secret));
}

/** The ticket's claims when it is valid and of `step`; a 401 (sign in again) otherwise. */
export async function readTicket(secret: string, ticket: string, step: TicketStep): Promise<Ticket> {
  const invalid = new HttpError(401, 'invalidTicket');
  try {
    const { payload } = await jwtVerify(ticket, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (payload.step !== step || typeof payload.sub !== 'string' || typeof payload.email !== 'string')
      throw invalid;
    return { userId: payload.sub, email: payload.email, step };
  } catch {
    throw invalid;
  }
}
