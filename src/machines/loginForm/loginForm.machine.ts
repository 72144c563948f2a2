import { assertEvent, assign, setup } from 'xstate';
import { loginRequestSchema } from '../../../contract/login';
import { unprovidedAction, unprovidedActor } from '../unprovided';

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

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

/** Only "required" on login (spec section 5), with the shared schema's messages. */
function loginFieldErrors({
  email,
  password,
}: Pick<LoginFormContext, 'email' | 'password'>): LoginFieldErrors {
  const result = loginRequestSchema.safeParse({ email, password });
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const withoutField = (errors: LoginFieldErrors, field: keyof LoginFieldErrors): LoginFieldErrors => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent },
  actors: {
    login: unprovidedActor<void, { email: string; password: string }>('login'),
  },
  actions: {
    startSession: unprovidedAction('startSession'),
    setEmail: assign(({ context, event }) => {
      assertEvent(event, 'user.changeEmail');
      return { email: event.value, fieldErrors: withoutField(context.fieldErrors, 'email') };
    }),
    setPassword: assign(({ context, event }) => {
      assertEvent(event, 'user.changePassword');
      return { password: event.value, fieldErrors: withoutField(context.fieldErrors, 'password') };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => loginFieldErrors(context) }),
    clearMessages: assign({ fieldErrors: {}, alert: null }),
    resetFields: assign({ email: '', password: '', fieldErrors: {}, alert: null }),
    clearPassword: assign({ password: '' }),
    openCredentialsAlert: assign({ alert: 'credentials' as const }),
    openSystemAlert: assign({ alert: 'system' as const }),
    closeAlerts: assign({ alert: null }),
  },
  guards: {
    isFilledIn: ({ context }) => Object.keys(loginFieldErrors(context)).length === 0,
    isCredentialsError: (_, params: { status: number | undefined }) => params.status === 400,
  },
}).createMachine({
  id: 'loginForm',
  description:
    'The login screen: required email and password, then one login call with a spinner. Success resets ' +
    'every field and re-checks the session; failure clears the password and opens the credentials alert ' +
    '(status 400) or the system alert (anything else). Closing either alert hides both.',
  context: { email: '', password: '', fieldErrors: {}, alert: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'user.changeEmail': { actions: 'setEmail' },
        'user.changePassword': { actions: 'setPassword' },
        'user.submit': [{ guard: 'isFilledIn', target: 'submitting' }, { actions: 'showFieldErrors' }],
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
    submitting: {
      tags: ['busy'],
      entry: 'clearMessages',
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
