import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActors } from '../../actors';
import { checkLoginFields, prepareLoginCheck } from '../../services/login-fields';
import { signIn } from '../../services/sign-in';
import { inspect } from '../inspection';
import { type LoginFieldErrors, loginFormMachine } from './loginForm.machine';

export interface LoginFormView {
  email: string;
  password: string;
  setEmail(value: string): void;
  setPassword(value: string): void;
  isSubmitting: boolean;
  /** Status 400: wrong email or password. */
  isCredentialsAlertOpen: boolean;
  /** Any other failure. */
  isSystemAlertOpen: boolean;
  /** i18n keys from contract/validation.ts. */
  fieldErrors: LoginFieldErrors;
  /** Checks the required fields, then logs in; on success the session starts (in the profile's language). */
  submit(): void;
  /** Closing either alert hides both. */
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
      },
      actions: {
        prepareCheck: prepareLoginCheck,
        startSession: () => session.send({ type: 'session.signedIn' }),
      },
    }),
    { inspect },
  );
  const email = useSelector(form, (s) => s.context.email);
  const password = useSelector(form, (s) => s.context.password);
  const isSubmitting = useSelector(form, (s) => s.hasTag('busy'));
  const alert = useSelector(form, (s) => s.context.alert);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);

  const commands = useMemo(
    () => ({
      setEmail: (value: string) => form.send({ type: 'user.changeEmail', value }),
      setPassword: (value: string) => form.send({ type: 'user.changePassword', value }),
      submit: () => form.send({ type: 'user.submit' }),
      closeAlerts: () => form.send({ type: 'user.closeAlerts' }),
    }),
    [form],
  );

  return {
    email,
    password,
    isSubmitting,
    isCredentialsAlertOpen: alert === 'credentials',
    isSystemAlertOpen: alert === 'system',
    fieldErrors,
    ...commands,
  };
}
