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
