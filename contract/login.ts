import { z } from 'zod/mini';
import { messages } from './messages';

/*
 * Sign-in, token refresh and sign-out: the first screen checks these (and the provider's public settings and
 * error bodies) before any other part of the contract loads. Like the whole contract they are written with
 * zod/mini, whose functions shake out to what is used (decisions 018 and 028); `contract/identity.ts` passes
 * them on with the rest of the identity calls.
 */

/** POST /Identity/Login. No format rule on login: only "required" (spec section 5). */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .check(z.trim(), z.minLength(1, messages.emailRequired), z.maxLength(254)),
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(256)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The stored login (local storage `token`) and the answer of login and refresh. */
export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** ISO 8601 */
  refreshTokenExpires: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /Identity/Login/refresh-token */
export const refreshRequestSchema = z.object({
  accessToken: z._default(z.string().check(z.maxLength(4096)), ''),
  refreshToken: z.string().check(z.minLength(1, messages.required), z.maxLength(512)),
});

/** POST /Identity/Logout: the refresh token whose family ends; without one, every session of the caller ends. */
export const logoutRequestSchema = z._default(
  z.object({ refreshToken: z.optional(z.string().check(z.maxLength(512))) }),
  {},
);

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * What the right password answers an account that signs in with a second factor: no session yet, but a ticket
 * to the second step. `code`: it has a second factor (a code of its authenticator, a recovery code, or a
 * passkey: `methods` lists which); `enrol`: it must enrol an authenticator first.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(['code', 'enrol']),
  ticket: z.string(),
  methods: z.array(z.enum(['totp', 'recovery', 'passkey'])),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /Identity/Login answers the stored login, or the second step's challenge. */
export const loginAnswerSchema = z.union([tokenResponseSchema, secondFactorChallengeSchema]);

/** The ticket of the second step, as every call of that step sends it back. */
export const ticketSchema = z
  .string({ error: messages.required })
  .check(z.minLength(1, messages.required), z.maxLength(2048));

/** A code typed in: six digits of an authenticator, or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorCodeSchema = z
  .string({ error: messages.codeRequired })
  .check(z.trim(), z.minLength(1, messages.codeRequired), z.maxLength(32, messages.codeInvalid));

/** POST /Identity/Login/second-factor: the ticket and a code of the authenticator, or a recovery code. */
export const secondFactorLoginSchema = z.object({
  ticket: ticketSchema,
  method: z.enum(['totp', 'recovery'], { error: messages.invalid }),
  code: secondFactorCodeSchema,
});

/** POST /Identity/Login/enrolment: starts the enrolment a required second factor asks at sign-in. */
export const enrolmentStartSchema = z.object({ ticket: ticketSchema });

/** A new authenticator's secret, as text and as the otpauth:// URI its QR code holds. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });

/** POST /Identity/Login/enrolment/confirm: the first code; the answer is the session and the recovery codes. */
export const enrolmentConfirmSchema = z.object({ ticket: ticketSchema, code: secondFactorCodeSchema });

/**
 * The options of a WebAuthn ceremony (a passkey's sign-in or its making), passed to the browser as they are (its
 * own JSON form). Only the challenge is named: the rest is WebAuthn's and the browser checks it.
 */
export const ceremonyOptionsSchema = z.looseObject({ challenge: z.string() });
export type CeremonyOptions = z.infer<typeof ceremonyOptionsSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const enrolledLoginSchema = z.object({
  ...tokenResponseSchema.shape,
  recoveryCodes: z.array(z.string()),
});
