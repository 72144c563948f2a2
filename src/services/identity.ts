import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  changeProfileSchema,
  confirmEmailSchema,
  confirmUserResponseSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okSchema,
  profileSchema,
  refreshRequestSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from '../../contract/identity';
import { ApiError } from './api-error';
import { type HttpClient, http } from './http';
import { getCall } from './portal-data/call';
import { type TokenStore, tokenStore } from './token-store';

/** The request checked with the same schema the server uses, so a bad form never costs a round trip. */
export function valid<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError({
    status: 400,
    message: 'Invalid input',
    code: 'invalidInput',
    errors: result.error.issues.map((issue) => ({
      path: `body.${issue.path.join('.')}`,
      message: issue.message,
    })),
  });
}

/** A refresh that answers without a body has renewed nothing. */
const renewedLoginSchema = z
  .union([tokenResponseSchema, z.null(), z.undefined(), z.literal('')])
  .transform((v) => v || null);

export function createIdentityApi(client: HttpClient, store: TokenStore) {
  const post = <S extends z.ZodType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
    /** POST /Identity/Login; the answer is the stored login (rememberMe is always false: no control shows it). */
    async signIn(credentials: { email: string; password: string }): Promise<void> {
      const body = valid(loginRequestSchema, { ...credentials, rememberMe: false });
      store.write(await post('/Identity/Login', body, tokenResponseSchema));
    },
    /** POST /Identity/Login/refresh-token; null when the server renewed nothing. */
    refreshLogin: (tokens: z.input<typeof refreshRequestSchema>) =>
      post('/Identity/Login/refresh-token', valid(refreshRequestSchema, tokens), renewedLoginSchema),
    /** POST /Identity/Logout for the stored login's refresh token family. */
    async signOut(): Promise<void> {
      const refreshToken = store.read()?.refreshToken;
      await post('/Identity/Logout', valid(logoutRequestSchema, { refreshToken }), okSchema);
    },
    /** Without a stored login there is nobody to ask about: unauthorized at once, without a request. */
    getProfile: () =>
      store.read()
        ? client.request('/Identity/Profile', { schema: profileSchema })
        : Promise.reject(new ApiError({ status: 401, message: 'Unauthorized', code: 'unauthorized' })),
    changeProfile: (input: z.input<typeof changeProfileSchema>) =>
      post('/Identity/ChangeProfile', valid(changeProfileSchema, input), profileSchema),
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
  signIn,
  refreshLogin,
  signOut,
  getProfile,
  changeProfile,
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
