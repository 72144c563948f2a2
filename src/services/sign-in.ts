import type { $ZodType, input } from 'zod/v4/core';
import type { refreshRequestSchema } from '../../contract/login';
import { ApiError } from './api-error';
import { loadFirstScreenSchemas } from './first-screen-checks';
import { type HttpClient, http } from './http';
import { type TokenStore, tokenStore } from './token-store';
import { valid } from './valid';

/** The profile's schema, loaded while the profile is under way (only a stored login asks for it). */
const profileSchema = async () => (await import('./session-schemas')).profileSchema;

/**
 * The identity calls the first screen and the root actors make: sign in, renew, sign out and who is signed in.
 * The second step of a sign-in, and a sign-in with a passkey, are in `second-step.ts`, loaded when first asked.
 * The rest of /Identity is in `identity.ts`, which loads with the screens that use it. Their schemas load with
 * the first of them (decision 023): the login screen draws before any of zod has arrived.
 */
export function createSignInApi(client: HttpClient, store: TokenStore) {
  const post = <S extends $ZodType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
    /**
     * POST /Identity/Login (rememberMe is always false: no control shows it). The answer is the stored login, or
     * for an account with a second factor the step that comes next and its ticket (nothing is stored yet).
     */
    async signIn(credentials: { email: string; password: string }): Promise<SecondFactorStep | null> {
      const { loginRequestSchema, loginAnswerSchema } = await loadFirstScreenSchemas();
      const body = valid(loginRequestSchema, { ...credentials, rememberMe: false });
      const answer = await post('/Identity/Login', body, loginAnswerSchema);
      if ('secondFactor' in answer)
        return { step: answer.secondFactor, ticket: answer.ticket, methods: answer.methods };
      store.write(answer);
      return null;
    },
    /** POST /Identity/Login/refresh-token; null when the server renewed nothing. */
    async refreshLogin(tokens: input<typeof refreshRequestSchema>) {
      const schemas = await loadFirstScreenSchemas();
      const body = valid(schemas.refreshRequestSchema, tokens);
      return post('/Identity/Login/refresh-token', body, schemas.renewedLoginSchema);
    },
    /** POST /Identity/Logout for the stored login's refresh token family. */
    async signOut(): Promise<void> {
      const { logoutRequestSchema, okSchema } = await loadFirstScreenSchemas();
      const refreshToken = store.read()?.refreshToken;
      await post('/Identity/Logout', valid(logoutRequestSchema, { refreshToken }), okSchema);
    },
    /** Without a stored login there is nobody to ask about: unauthorized at once, without a request. */
    getProfile: () =>
      store.read()
        ? client.request('/Identity/Profile', { schema: profileSchema })
        : Promise.reject(new ApiError({ status: 401, message: 'Unauthorized', code: 'unauthorized' })),
  };
}

/**
 * What the right password leads to for an account with a second factor: a code (or a passkey: `methods` says
 * which the account has), or its enrolment first.
 */
export interface SecondFactorStep {
  step: 'code' | 'enrol';
  ticket: string;
  methods: ('totp' | 'recovery' | 'passkey')[];
}

export type SignInApi = ReturnType<typeof createSignInApi>;

export const { signIn, refreshLogin, signOut, getProfile } = createSignInApi(http, tokenStore);
