import type { $ZodType } from 'zod/v4/core';
import { loadFirstScreenSchemas } from './first-screen-checks';
import { type HttpClient, http } from './http';
import { signWithPasskeyInBrowser } from './passkey-ceremony';
import { type TokenStore, tokenStore } from './token-store';
import { valid } from './valid';

/**
 * The sign-in's calls after the password, and a sign-in with a passkey: loaded when the login form first needs
 * one (`loginForm.connect.ts`), so the login screen's own script, which most sign-ins need alone, is smaller.
 * Each stores the login it is answered with.
 */
export function createSecondStepApi(client: HttpClient, store: TokenStore) {
  const post = <S extends $ZodType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
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
      const { tokenResponseSchema, ceremonyOptionsSchema } = await loadFirstScreenSchemas();
      const options = await post('/Identity/Login/passkey-options', {}, ceremonyOptionsSchema);
      const credential = await signWithPasskeyInBrowser(options);
      store.write(await post('/Identity/Login/passkey', { credential }, tokenResponseSchema));
    },
    /** The second step answered with one of the account's passkeys; stores the login. */
    async verifyPasskeyStep({ ticket }: { ticket: string }): Promise<void> {
      const { tokenResponseSchema, ceremonyOptionsSchema } = await loadFirstScreenSchemas();
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
  };
}

export type SecondStepApi = ReturnType<typeof createSecondStepApi>;

export const {
  verifySecondFactor,
  signInWithPasskey,
  verifyPasskeyStep,
  startLoginEnrolment,
  confirmLoginEnrolment,
} = createSecondStepApi(http, tokenStore);
