import { assertEvent, assign, type DoneActorEvent, setup } from 'xstate';
import type { SecondFactorStep } from '../../services/sign-in';
import { unprovidedAction, unprovidedActor } from '../unprovided';
import {
  initialLoginContext,
  type LoginFieldErrors,
  type LoginFormContext,
  type LoginFormEvent,
  type SecondFactorMethod,
} from './loginForm.types';

export type { LoginFieldErrors, LoginFormContext, LoginFormEvent };

/** What the field check found: none when it is an empty set of errors. */
const checkedErrors = (event: unknown): LoginFieldErrors =>
  (event as Partial<DoneActorEvent<LoginFieldErrors>>).output ?? {};

/** What the password step led to: null when the session is open, else the second step and its ticket. */
const nextStep = (event: unknown): SecondFactorStep | null =>
  (event as Partial<DoneActorEvent<SecondFactorStep | null>>).output ?? null;

const statusOf = (event: unknown) => (event as { error?: { status?: number } | null }).error?.status;

const withoutField = (errors: LoginFieldErrors, field: keyof LoginFieldErrors): LoginFieldErrors => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent },
  actors: {
    /** The fields checked with the login call's schema, which loads with the first check (decision 023). */
    checkFields: unprovidedActor<LoginFieldErrors, { email: string; password: string }>('checkFields'),
    /** Null when the session is open; else the second step the account asks. */
    login: unprovidedActor<SecondFactorStep | null, { email: string; password: string }>('login'),
    verifySecondFactor: unprovidedActor<void, { ticket: string; method: SecondFactorMethod; code: string }>(
      'verifySecondFactor',
    ),
    /** A sign-in with a passkey alone: the browser's prompt, then the server's check; the login is stored. */
    signInWithPasskey: unprovidedActor<void, void>('signInWithPasskey'),
    /** The second step answered with one of the account's passkeys; the login is stored. */
    verifyPasskey: unprovidedActor<void, { ticket: string }>('verifyPasskey'),
    startEnrolment: unprovidedActor<{ secret: string; uri: string }, { ticket: string }>('startEnrolment'),
    confirmEnrolment: unprovidedActor<string[], { ticket: string; code: string }>('confirmEnrolment'),
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
    setCode: assign(({ context, event }) => {
      assertEvent(event, 'user.changeCode');
      return { code: event.value, fieldErrors: withoutField(context.fieldErrors, 'code') };
    }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => checkedErrors(event) }),
    showCodeRequired: assign({ fieldErrors: { code: 'validation.codeRequired' } }),
    clearMessages: assign({ fieldErrors: {}, alert: null }),
    resetFields: assign(initialLoginContext),
    clearPassword: assign({ password: '' }),
    /** The password has done its part: the second step holds the ticket it earned. */
    keepTicket: assign({
      ticket: ({ event }) => nextStep(event)?.ticket ?? null,
      methods: ({ event }) => nextStep(event)?.methods ?? [],
      password: '',
      code: '',
    }),
    useRecoveryCode: assign({ method: 'recovery' as const, code: '', fieldErrors: {}, alert: null }),
    useAuthenticator: assign({ method: 'totp' as const, code: '', fieldErrors: {}, alert: null }),
    keepEnrolment: assign({
      enrolment: ({ event }) => (event as unknown as DoneActorEvent<{ secret: string; uri: string }>).output,
    }),
    keepRecoveryCodes: assign({
      recoveryCodes: ({ event }) => (event as unknown as DoneActorEvent<string[]>).output,
    }),
    openCredentialsAlert: assign({ alert: 'credentials' as const }),
    openCodeAlert: assign({ alert: 'code' as const, code: '' }),
    openPasskeyAlert: assign({ alert: 'passkey' as const }),
    /** The ticket expired: back to the password, which must be typed again. */
    openExpiredAlert: assign({
      ...initialLoginContext,
      email: ({ context }) => context.email,
      alert: 'expired',
    }),
    openSystemAlert: assign({ alert: 'system' as const }),
    closeAlerts: assign({ alert: null }),
  },
  guards: {
    isFilledIn: ({ event }) => Object.keys(checkedErrors(event)).length === 0,
    isCredentialsError: (_, params: { status: number | undefined }) => params.status === 400,
    needsCode: ({ event }) => nextStep(event)?.step === 'code',
    needsEnrolment: ({ event }) => nextStep(event)?.step === 'enrol',
    hasCode: ({ context }) => context.code.trim() !== '',
    isCodeRefused: ({ event }) => statusOf(event) === 400,
    isTicketExpired: ({ event }) => statusOf(event) === 401,
    isRecovery: ({ context }) => context.method === 'recovery',
    offersCode: ({ context }) => context.methods.includes('totp'),
    offersPasskey: ({ context }) => context.methods.includes('passkey'),
  },
}).createMachine({
  id: 'loginForm',
  description:
    'The login screen: required email and password, checked with the login schema (it loads while the user ' +
    'types), then one login call with a spinner. Success resets every field and re-checks the session; failure ' +
    'clears the password and opens the credentials alert (status 400) or the system alert (anything else). An ' +
    'account with a second factor then asks a code of its authenticator or a recovery code; one that must have ' +
    'a second factor and has none enrols one first (QR code, first code, recovery codes shown once). A passkey ' +
    'signs in alone, or answers the second step; a refused one says so. Closing an alert hides it; a second ' +
    'step that took too long goes back to the password.',
  context: initialLoginContext,
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'user.changeEmail': { actions: ['setEmail', 'prepareCheck'] },
        'user.changePassword': { actions: ['setPassword', 'prepareCheck'] },
        'user.submit': { target: 'checking' },
        'user.usePasskey': { target: 'signingInWithPasskey' },
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
        onDone: [
          { guard: 'needsCode', target: 'secondFactor', actions: 'keepTicket' },
          { guard: 'needsEnrolment', target: 'enrolment', actions: 'keepTicket' },
          { target: 'editing.success' },
        ],
        onError: [
          {
            guard: {
              type: 'isCredentialsError',
              params: ({ event }) => ({ status: statusOf(event) }),
            },
            target: 'editing.failure',
            actions: ['clearPassword', 'openCredentialsAlert'],
          },
          { target: 'editing.failure', actions: ['clearPassword', 'openSystemAlert'] },
        ],
      },
    },
    signingInWithPasskey: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'signInWithPasskey',
        src: 'signInWithPasskey',
        onDone: { target: 'editing.success' },
        // The browser's prompt was closed, it had no passkey of this portal, or the server refused the passkey.
        onError: [
          { guard: 'isCodeRefused', target: 'editing.failure', actions: 'openPasskeyAlert' },
          { target: 'editing.failure', actions: 'openSystemAlert' },
        ],
      },
    },
    // The second step: a code of the authenticator, a recovery code, or a passkey, as the account has them
    // (the server's challenge lists them in `methods`). An account with passkeys alone is asked a passkey.
    secondFactor: {
      initial: 'choosing',
      on: { 'user.cancel': { target: 'editing.idle', actions: 'resetFields' } },
      states: {
        choosing: {
          always: [{ guard: 'offersCode', target: 'code' }, { target: 'passkeyOnly' }],
        },
        code: {
          on: {
            'user.changeCode': { actions: 'setCode' },
            'user.submitCode': [{ guard: 'hasCode', target: 'verifying' }, { actions: 'showCodeRequired' }],
            'user.useRecoveryCode': { target: 'recoveryCode', actions: 'useRecoveryCode' },
            'user.usePasskey': { guard: 'offersPasskey', target: 'passkey' },
            'user.closeAlerts': { actions: 'closeAlerts' },
          },
        },
        recoveryCode: {
          on: {
            'user.changeCode': { actions: 'setCode' },
            'user.submitCode': [{ guard: 'hasCode', target: 'verifying' }, { actions: 'showCodeRequired' }],
            'user.useAuthenticator': { target: 'code', actions: 'useAuthenticator' },
            'user.usePasskey': { guard: 'offersPasskey', target: 'passkey' },
            'user.closeAlerts': { actions: 'closeAlerts' },
          },
        },
        passkeyOnly: {
          on: {
            'user.usePasskey': { target: 'passkey' },
            'user.closeAlerts': { actions: 'closeAlerts' },
          },
        },
        passkey: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'verifyPasskey',
            src: 'verifyPasskey',
            input: ({ context }) => ({ ticket: context.ticket ?? '' }),
            onDone: { target: '#loginForm.editing.success' },
            onError: [
              { guard: 'isTicketExpired', target: '#loginForm.editing.failure', actions: 'openExpiredAlert' },
              { guard: 'isCodeRefused', target: 'choosing', actions: 'openPasskeyAlert' },
              { target: 'choosing', actions: 'openSystemAlert' },
            ],
          },
        },
        verifying: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context }) => ({
              ticket: context.ticket ?? '',
              method: context.method,
              code: context.code,
            }),
            onDone: { target: '#loginForm.editing.success' },
            onError: [
              { guard: 'isTicketExpired', target: '#loginForm.editing.failure', actions: 'openExpiredAlert' },
              { guard: 'isRecovery', target: 'recoveryCode', actions: 'openCodeAlert' },
              { guard: 'isCodeRefused', target: 'code', actions: 'openCodeAlert' },
              { target: 'code', actions: 'openSystemAlert' },
            ],
          },
        },
      },
    },
    // A second factor is required and the account has none: no session until one is enrolled.
    enrolment: {
      initial: 'starting',
      on: { 'user.cancel': { target: 'editing.idle', actions: 'resetFields' } },
      states: {
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'startEnrolment',
            src: 'startEnrolment',
            input: ({ context }) => ({ ticket: context.ticket ?? '' }),
            onDone: { target: 'scanning', actions: 'keepEnrolment' },
            onError: [
              { guard: 'isTicketExpired', target: '#loginForm.editing.failure', actions: 'openExpiredAlert' },
              { target: '#loginForm.editing.failure', actions: ['resetFields', 'openSystemAlert'] },
            ],
          },
        },
        scanning: {
          on: {
            'user.changeCode': { actions: 'setCode' },
            'user.submitCode': [{ guard: 'hasCode', target: 'confirming' }, { actions: 'showCodeRequired' }],
            'user.closeAlerts': { actions: 'closeAlerts' },
          },
        },
        confirming: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'confirmEnrolment',
            src: 'confirmEnrolment',
            input: ({ context }) => ({ ticket: context.ticket ?? '', code: context.code }),
            onDone: { target: 'showingRecoveryCodes', actions: 'keepRecoveryCodes' },
            onError: [
              { guard: 'isTicketExpired', target: '#loginForm.editing.failure', actions: 'openExpiredAlert' },
              { guard: 'isCodeRefused', target: 'scanning', actions: 'openCodeAlert' },
              { target: 'scanning', actions: 'openSystemAlert' },
            ],
          },
        },
        // Signed in already (the login is stored); the session starts once the user has kept the codes.
        showingRecoveryCodes: {
          on: { 'user.continue': { target: '#loginForm.editing.success' } },
        },
      },
    },
  },
});
