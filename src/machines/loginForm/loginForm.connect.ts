import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActors } from '../../actors';
import { checkLoginFields, prepareLoginCheck } from '../../services/login-fields';
import { browserHasPasskeys } from '../../services/passkey-ceremony';
import { signIn } from '../../services/sign-in';
import { inspect } from '../inspector';
import { type LoginFieldErrors, loginFormMachine } from './loginForm.machine';

/** The calls after the password, loaded with the first of them (most sign-ins need none). */
const secondStep = () => import('../../services/second-step');

/** Which part of the sign-in the screen shows. */
export type LoginStep = 'password' | 'code' | 'recoveryCode' | 'passkey' | 'enrolment' | 'recoveryCodes';

export interface LoginFormView {
  step: LoginStep;
  email: string;
  password: string;
  code: string;
  setEmail(value: string): void;
  setPassword(value: string): void;
  setCode(value: string): void;
  isSubmitting: boolean;
  /** Status 400: wrong email or password. */
  isCredentialsAlertOpen: boolean;
  /** A wrong or used code at the second step or the enrolment. */
  isCodeAlertOpen: boolean;
  /** The browser or the server refused the passkey. */
  isPasskeyAlertOpen: boolean;
  /** A passkey can be used here: this browser has them and, at the second step, the account has one. */
  canUsePasskey: boolean;
  /** The second step took too long: sign in again. */
  isExpiredAlertOpen: boolean;
  /** Any other failure. */
  isSystemAlertOpen: boolean;
  /** i18n keys from contract/validation.ts. */
  fieldErrors: LoginFieldErrors;
  /** The authenticator being enrolled (its secret as text and its otpauth:// URI), once it is made. */
  enrolment: { secret: string; uri: string } | null;
  /** Shown once after the enrolment. */
  recoveryCodes: string[];
  /** Checks the required fields, then logs in; on success the session starts (in the profile's language). */
  submit(): void;
  submitCode(): void;
  useRecoveryCode(): void;
  useAuthenticator(): void;
  usePasskey(): void;
  /** Back to the password. */
  cancel(): void;
  /** The recovery codes are kept: the session starts. */
  continueAfterCodes(): void;
  closeAlerts(): void;
}

/** One login form per Login screen. */
export function useLoginForm(): LoginFormView {
  const { session } = useActors();
  const form = useActorRef(
    loginFormMachine.provide({
      actors: {
        checkFields: fromPromise(({ input }) => checkLoginFields(input)),
        login: fromPromise(({ input }) => signIn(input)),
        verifySecondFactor: fromPromise(async ({ input }) => (await secondStep()).verifySecondFactor(input)),
        signInWithPasskey: fromPromise(async () => (await secondStep()).signInWithPasskey()),
        verifyPasskey: fromPromise(async ({ input }) => (await secondStep()).verifyPasskeyStep(input)),
        startEnrolment: fromPromise(async ({ input }) => (await secondStep()).startLoginEnrolment(input)),
        confirmEnrolment: fromPromise(async ({ input }) => (await secondStep()).confirmLoginEnrolment(input)),
      },
      actions: {
        prepareCheck: prepareLoginCheck,
        startSession: () => session.send({ type: 'session.signedIn' }),
      },
    }),
    { inspect },
  );
  const step = useSelector(form, (s): LoginStep => {
    if (s.matches({ secondFactor: 'passkeyOnly' })) return 'passkey';
    if (s.matches({ secondFactor: 'passkey' }))
      return s.context.methods.includes('totp') ? 'code' : 'passkey';
    if (s.matches({ secondFactor: 'recoveryCode' })) return 'recoveryCode';
    if (s.matches({ secondFactor: 'verifying' }))
      return s.context.method === 'recovery' ? 'recoveryCode' : 'code';
    if (s.matches('secondFactor')) return 'code';
    if (s.matches({ enrolment: 'showingRecoveryCodes' })) return 'recoveryCodes';
    if (s.matches('enrolment')) return 'enrolment';
    return 'password';
  });
  const email = useSelector(form, (s) => s.context.email);
  const password = useSelector(form, (s) => s.context.password);
  const code = useSelector(form, (s) => s.context.code);
  const isSubmitting = useSelector(form, (s) => s.hasTag('busy'));
  const alert = useSelector(form, (s) => s.context.alert);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const enrolment = useSelector(form, (s) => s.context.enrolment);
  const recoveryCodes = useSelector(form, (s) => s.context.recoveryCodes);
  const passkeyOffered = useSelector(
    form,
    (s) => !s.matches('secondFactor') || s.context.methods.includes('passkey'),
  );

  const commands = useMemo(
    () => ({
      setEmail: (value: string) => form.send({ type: 'user.changeEmail', value }),
      setPassword: (value: string) => form.send({ type: 'user.changePassword', value }),
      setCode: (value: string) => form.send({ type: 'user.changeCode', value }),
      submit: () => form.send({ type: 'user.submit' }),
      submitCode: () => form.send({ type: 'user.submitCode' }),
      useRecoveryCode: () => form.send({ type: 'user.useRecoveryCode' }),
      useAuthenticator: () => form.send({ type: 'user.useAuthenticator' }),
      usePasskey: () => form.send({ type: 'user.usePasskey' }),
      cancel: () => form.send({ type: 'user.cancel' }),
      continueAfterCodes: () => form.send({ type: 'user.continue' }),
      closeAlerts: () => form.send({ type: 'user.closeAlerts' }),
    }),
    [form],
  );

  return {
    step,
    email,
    password,
    code,
    isSubmitting,
    isCredentialsAlertOpen: alert === 'credentials',
    isCodeAlertOpen: alert === 'code',
    isExpiredAlertOpen: alert === 'expired',
    isPasskeyAlertOpen: alert === 'passkey',
    canUsePasskey: passkeyOffered && browserHasPasskeys(),
    isSystemAlertOpen: alert === 'system',
    fieldErrors,
    enrolment,
    recoveryCodes,
    ...commands,
  };
}
