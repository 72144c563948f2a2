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
 * The rest of /Identity is in `identity.ts`, which loads with the screens that use it. Their schemas load with
 * the first of them (decision 023): the login screen draws before any of zod has arrived.
 */
export function createSignInApi(client: HttpClient, store: TokenStore) {
  const post = <S extends $ZodType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
    /** POST /Identity/Login; the answer is the stored login (rememberMe is always false: no control shows it). */
    async signIn(credentials: { email: string; password: string }): Promise<void> {
      const { loginRequestSchema, tokenResponseSchema } = await loadFirstScreenSchemas();
      const body = valid(loginRequestSchema, { ...credentials, rememberMe: false });
      store.write(await post('/Identity/Login', body, tokenResponseSchema));
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

export type SignInApi = ReturnType<typeof createSignInApi>;

export const { signIn, refreshLogin, signOut, getProfile } = createSignInApi(http, tokenStore);
