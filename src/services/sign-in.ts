import type { $ZodType, input } from 'zod/v4/core';
import type { refreshRequestSchema } from '../../contract/login';
import { ApiError } from './api-error';
import { loadFirstScreenSchemas } from './first-screen-checks';
import { type HttpClient, http } from './http';
import { signWithPasskeyInBrowser } from './passkey-ceremony';
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
    /** POST /Identity/Login/second-factor: a code of the authenticator or a recovery code; stores the login. */
    async verifySecondFactor(input: {
      ticket: string;
      method: 'totp' | 'recovery';
      code: string;
    }): Promise<void> {
      const { secondFactorLoginSchema, tokenResponseSchema } = await loadFirstScreenSchemas();
      store.write(
        await post(
          '/Identity/Login/second-factor',
          valid(secondFactorLoginSchema, input),
          tokenResponseSchema,
        ),
      );
    },
    /**
     * Signs in with a passkey alone: the server's options (POST /Identity/Login/passkey-options), the browser's
     * passkey, then POST /Identity/Login/passkey; stores the login.
     */
    async signInWithPasskey(): Promise<void> {
      const { tokenResponseSchema, ceremonyOptionsSchema, signWithPasskeyInBrowser } = await passkeyParts();
      const options = await post('/Identity/Login/passkey-options', {}, ceremonyOptionsSchema);
      const credential = await signWithPasskeyInBrowser(options);
      store.write(await post('/Identity/Login/passkey', { credential }, tokenResponseSchema));
    },
    /** The second step answered with one of the account's passkeys; stores the login. */
    async verifyPasskeyStep({ ticket }: { ticket: string }): Promise<void> {
      const { tokenResponseSchema, ceremonyOptionsSchema, signWithPasskeyInBrowser } = await passkeyParts();
      const options = await post(
        '/Identity/Login/second-factor/passkey-options',
        { ticket },
        ceremonyOptionsSchema,
      );
      const credential = await signWithPasskeyInBrowser(options);
      store.write(
        await post('/Identity/Login/second-factor/passkey', { ticket, credential }, tokenResponseSchema),
      );
    },
    /** POST /Identity/Login/enrolment: the new authenticator's secret, for an account that must have one. */
    async startLoginEnrolment(input: { ticket: string }) {
      const { enrolmentStartSchema, totpEnrolmentSchema } = await loadFirstScreenSchemas();
      return post('/Identity/Login/enrolment', valid(enrolmentStartSchema, input), totpEnrolmentSchema);
    },
    /** POST /Identity/Login/enrolment/confirm: stores the login and returns the recovery codes, shown once. */
    async confirmLoginEnrolment(input: { ticket: string; code: string }): Promise<string[]> {
      const { enrolmentConfirmSchema, enrolledLoginSchema } = await loadFirstScreenSchemas();
      const { recoveryCodes, ...login } = await post(
        '/Identity/Login/enrolment/confirm',
        valid(enrolmentConfirmSchema, input),
        enrolledLoginSchema,
      );
      store.write(login);
      return recoveryCodes;
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

/**
 * What a passkey sign-in needs beyond the first screen, loaded with the first passkey asked for (the browser's
 * library loads inside `passkey-ceremony.ts`, as late).
 */
async function passkeyParts() {
  const [{ tokenResponseSchema }, { ceremonyOptionsSchema }] = await Promise.all([
    loadFirstScreenSchemas(),
    import('../../contract/passkeys'),
  ]);
  return { tokenResponseSchema, ceremonyOptionsSchema, signWithPasskeyInBrowser };
}

export type SignInApi = ReturnType<typeof createSignInApi>;

export const {
  signIn,
  signInWithPasskey,
  verifyPasskeyStep,
  verifySecondFactor,
  startLoginEnrolment,
  confirmLoginEnrolment,
  refreshLogin,
  signOut,
  getProfile,
} = createSignInApi(http, tokenStore);
