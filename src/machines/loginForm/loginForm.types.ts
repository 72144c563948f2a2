import type { LoginFieldErrors } from '../../services/login-fields';
import type { SecondFactorStep } from '../../services/sign-in';

export type { LoginFieldErrors, SecondFactorStep };

/**
 * The open alert: wrong credentials (status 400 on the password), a wrong or used code (400 on the second
 * step), a passkey refused by the browser or the server, a second step that took too long (its ticket expired: back to the password), or any other failure.
 */
export type LoginAlert = 'credentials' | 'code' | 'passkey' | 'expired' | 'system';

/** How a code typed at the second step is answered: a code of the authenticator, or a recovery code. */
export type SecondFactorMethod = 'totp' | 'recovery';

export interface LoginFormContext {
  email: string;
  password: string;
  /** i18n keys of contract/validation.ts, per field. */
  fieldErrors: LoginFieldErrors;
  alert: LoginAlert | null;
  /** The ticket the right password earned, for the second step; null before and after it. */
  ticket: string | null;
  /** The code typed at the second step or at enrolment. */
  code: string;
  method: SecondFactorMethod;
  /** What the account's second step takes (a code of its authenticator, a recovery code, a passkey). */
  methods: SecondFactorStep['methods'];
  /** The authenticator being enrolled: its secret as text and the otpauth:// URI its QR code holds. */
  enrolment: { secret: string; uri: string } | null;
  /** Shown once, after the enrolment, until the user goes on. */
  recoveryCodes: string[];
}

export type LoginFormEvent =
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.closeAlerts' }
  | { type: 'user.changeCode'; value: string }
  | { type: 'user.submitCode' }
  | { type: 'user.useRecoveryCode' }
  | { type: 'user.useAuthenticator' }
  /** Sign in with a passkey: alone from the password screen, or as the second step. */
  | { type: 'user.usePasskey' }
  | { type: 'user.cancel' }
  | { type: 'user.continue' };

export const initialLoginContext: LoginFormContext = {
  email: '',
  password: '',
  fieldErrors: {},
  alert: null,
  ticket: null,
  code: '',
  method: 'totp',
  methods: [],
  enrolment: null,
  recoveryCodes: [],
};
