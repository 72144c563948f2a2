import { safeParse, z } from 'zod/mini';
import { errorBodySchema } from '../../contract/error-body';
import {
  ceremonyOptionsSchema,
  enrolledLoginSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okSchema,
  refreshRequestSchema,
  secondFactorLoginSchema,
  tokenResponseSchema,
  totpEnrolmentSchema,
} from '../../contract/login';
import { providerSettingsSchema } from '../../contract/public-settings';
import type { LoginFieldErrors } from './login-fields';

/*
 * The schemas the first screen checks with, in one module that loads when first needed (decision 023): beside
 * the first call whose answer they check, or before a stored login is read. The login screen draws before any
 * of zod has arrived. Load it through `first-screen-checks.ts`, never import it statically.
 */
export {
  ceremonyOptionsSchema,
  enrolledLoginSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  errorBodySchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okSchema,
  providerSettingsSchema,
  refreshRequestSchema,
  secondFactorLoginSchema,
  tokenResponseSchema,
  totpEnrolmentSchema,
};

/** A refresh that answers without a body has renewed nothing. */
export const renewedLoginSchema = z.pipe(
  z.union([tokenResponseSchema, z.null(), z.undefined(), z.literal('')]),
  z.transform((v) => v || null),
);

/** Only "required" on login (spec section 5), with the shared schema's messages: the first per field. */
export function loginFieldErrorsOf({
  email,
  password,
}: {
  email: string;
  password: string;
}): LoginFieldErrors {
  const result = safeParse(loginRequestSchema, { email, password });
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
