import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  changeEmailSchema,
  changeLanguageSchema,
  changePasswordSchema,
  changeProfileSchema,
  confirmEmailSchema,
  confirmUserResponseSchema,
  forgotPasswordSchema,
  type Language,
  okSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../contract/identity';
import { type HttpClient, http } from './http';
import { getCall } from './portal-data/call';
import { createSignInApi } from './sign-in';
import { type TokenStore, tokenStore } from './token-store';
import { valid } from './valid';

export { getProfile, refreshLogin, signIn, signOut } from './sign-in';
export { valid } from './valid';

/** Every call of /Identity: the sign-in part (`sign-in.ts`, with the first screen) and the account's own. */
export function createIdentityApi(client: HttpClient, store: TokenStore) {
  const post = <S extends $ZodType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
    ...createSignInApi(client, store),
    changeProfile: (input: z.input<typeof changeProfileSchema>) =>
      post('/Identity/ChangeProfile', valid(changeProfileSchema, input), profileSchema),
    changeLanguage: (language: Language) =>
      post('/Identity/ChangeLanguage', valid(changeLanguageSchema, { Language: language }), profileSchema),
    changeEmail: (input: z.input<typeof changeEmailSchema>) =>
      post('/Identity/ChangeEmail', valid(changeEmailSchema, input), okSchema),
    confirmEmail: (code: string) =>
      post('/Identity/ConfirmEmail', valid(confirmEmailSchema, { code }), okSchema),
    changePassword: (input: z.input<typeof changePasswordSchema>) =>
      post('/Identity/ChangePassword', valid(changePasswordSchema, input), okSchema),
    forgotPassword: (input: z.input<typeof forgotPasswordSchema>) =>
      post('/Identity/ForgotPassword', valid(forgotPasswordSchema, input), okSchema),
    resetPassword: (input: z.input<typeof resetPasswordSchema>) =>
      post('/Identity/ResetPassword', valid(resetPasswordSchema, input), okSchema),
    /** POST /Identity/User: activates an invited account with its code and a new password. */
    registerUser: (input: z.input<typeof registerSchema>) =>
      post('/Identity/User', valid(registerSchema, input), okSchema),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

export const {
  changeProfile,
  changeLanguage,
  changeEmail,
  confirmEmail,
  changePassword,
  forgotPassword,
  resetPassword,
  registerUser,
} = createIdentityApi(http, tokenStore);

/** GET /Identity/ConfirmEmail/GetConfirmUser: whose invitation an activation code is. */
export const confirmUser = (code: string) =>
  getCall('/Identity/ConfirmEmail/GetConfirmUser', confirmUserResponseSchema, { code });
