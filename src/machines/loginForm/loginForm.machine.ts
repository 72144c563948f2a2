import { assertEvent, assign, type DoneActorEvent, setup } from 'xstate';
import type { LoginFieldErrors } from '../../services/login-fields';
import { unprovidedAction, unprovidedActor } from '../unprovided';

export type { LoginFieldErrors };

export interface LoginFormContext {
  email: string;
  password: string;
  /** i18n keys of contract/validation.ts, per field. */
  fieldErrors: LoginFieldErrors;
  /** The open alert: wrong credentials (status 400) or any other failure. */
  alert: 'credentials' | 'system' | null;
}

export type LoginFormEvent =
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.closeAlerts' };

/** What the field check found: none when it is an empty set of errors. */
const checkedErrors = (event: unknown): LoginFieldErrors =>
  (event as Partial<DoneActorEvent<LoginFieldErrors>>).output ?? {};

const withoutField = (errors: LoginFieldErrors, field: keyof LoginFieldErrors): LoginFieldErrors => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent },
  actors: {
    /** The fields checked with the login call's schema, which loads with the first check (decision 023). */
    checkFields: unprovidedActor<LoginFieldErrors, { email: string; password: string }>('checkFields'),
    login: unprovidedActor<void, { email: string; password: string }>('login'),
  },
  actions: {
    /** Starts loading what the check needs while the user types, so a submit seldom waits for it. */
    prepareCheck: unprovidedAction('prepareCheck'),
    startSession: unprovidedAction('startSession'),
    setEmail: assign(({ context, event }) => {
      assertEvent(event, 'user.changeEmail');
      return { email: event.value, fieldErrors: withoutField(context.fieldErrors, 'email') };
    }),
    setPassword: assign(({ context, event }) => {
      assertEvent(event, 'user.changePassword');
      return { password: event.value, fieldErrors: withoutField(context.fieldErrors, 'password') };
    }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => checkedErrors(event) }),
    clearMessages: assign({ fieldErrors: {}, alert: null }),
    resetFields: assign({ email: '', password: '', fieldErrors: {}, alert: null }),
    clearPassword: assign({ password: '' }),
    openCredentialsAlert: assign({ alert: 'credentials' as const }),
    openSystemAlert: assign({ alert: 'system' as const }),
    closeAlerts: assign({ alert: null }),
  },
  guards: {
    isFilledIn: ({ event }) => Object.keys(checkedErrors(event)).length === 0,
    isCredentialsError: (_, params: { status: number | undefined }) => params.status === 400,
  },
}).createMachine({
  id: 'loginForm',
  description:
    'The login screen: required email and password, checked with the login schema (it loads while the user ' +
    'types), then one login call with a spinner. Success resets ' +
    'every field and re-checks the session; failure clears the password and opens the credentials alert ' +
    '(status 400) or the system alert (anything else). Closing either alert hides both.',
  context: { email: '', password: '', fieldErrors: {}, alert: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'user.changeEmail': { actions: ['setEmail', 'prepareCheck'] },
        'user.changePassword': { actions: ['setPassword', 'prepareCheck'] },
        'user.submit': { target: 'checking' },
      },
      states: {
        idle: {},
        success: {
          entry: ['resetFields', 'startSession'],
        },
        failure: {
          tags: ['error'],
          on: { 'user.closeAlerts': { target: 'idle', actions: 'closeAlerts' } },
        },
      },
    },
    checking: {
      tags: ['busy'],
      // The next attempt starts: the last one's alert and field errors go.
      entry: 'clearMessages',
      invoke: {
        id: 'checkFields',
        src: 'checkFields',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          { guard: 'isFilledIn', target: 'submitting' },
          { target: 'editing.idle', actions: 'showFieldErrors' },
        ],
        // The check could not load (no network): nothing was sent, the password stays.
        onError: { target: 'editing.failure', actions: 'openSystemAlert' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: { target: 'editing.success' },
        onError: [
          {
            guard: {
              type: 'isCredentialsError',
              params: ({ event }) => ({ status: (event.error as { status?: number } | null)?.status }),
            },
            target: 'editing.failure',
            actions: ['clearPassword', 'openCredentialsAlert'],
          },
          { target: 'editing.failure', actions: ['clearPassword', 'openSystemAlert'] },
        ],
      },
    },
  },
});
