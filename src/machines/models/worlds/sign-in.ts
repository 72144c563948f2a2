import { inactivityMachine } from '../../inactivity/inactivity.machine';
import { loginFormMachine } from '../../loginForm/loginForm.machine';
import { refreshExpiryMachine } from '../../refreshExpiry/refreshExpiry.machine';
import { sessionMachine } from '../../session/session.machine';
import { tokenRefreshMachine } from '../../tokenRefresh/tokenRefresh.machine';
import { profile, relations } from '../samples';
import { apiError, type MachineModel } from '../world';

export const session: MachineModel = {
  machine: sessionMachine,
  worlds: [
    {
      name: 'signing in',
      logic: sessionMachine,
      samples: {
        'xstate.done.actor.fetchProfile': [{ type: 'xstate.done.actor.fetchProfile', output: profile }],
        'xstate.error.actor.fetchProfile': [
          { type: 'xstate.error.actor.fetchProfile', error: apiError(401, 'unauthorized') },
        ],
        'xstate.done.actor.loadRelations': [{ type: 'xstate.done.actor.loadRelations', output: relations }],
        'xstate.error.actor.loadRelations': [
          { type: 'xstate.error.actor.loadRelations', error: apiError(500, 'serverError') },
        ],
        'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: apiError(0, 'network') }],
        'user.activity': [{ type: 'user.activity', at: 1 }],
        'profile.changed': [
          { type: 'profile.changed', user: { ...profile, name: 'Anna Jansen' } },
          { type: 'profile.changed', user: { ...profile, id: 'someone-else' } },
        ],
        'language.chosen': [
          { type: 'language.chosen', language: 'en' },
          { type: 'language.chosen', language: profile.language },
        ],
      },
    },
  ],
};

export const tokenRefresh: MachineModel = {
  machine: tokenRefreshMachine,
  worlds: [
    {
      name: 'renewing',
      logic: tokenRefreshMachine,
      samples: {
        'token.expired': [{ type: 'token.expired', failedToken: 'expired-token' }],
        'xstate.done.actor.renewAccessToken': [
          { type: 'xstate.done.actor.renewAccessToken', output: 'fresh-token' },
          { type: 'xstate.done.actor.renewAccessToken', output: null },
        ],
        'xstate.error.actor.renewAccessToken': [
          { type: 'xstate.error.actor.renewAccessToken', error: apiError(401, 'invalidRefreshToken') },
        ],
      },
    },
  ],
};

export const loginForm: MachineModel = {
  machine: loginFormMachine,
  worlds: [
    {
      name: 'typing and submitting',
      logic: loginFormMachine,
      samples: {
        'user.changeEmail': [
          { type: 'user.changeEmail', value: 'jan@example.nl' },
          { type: 'user.changeEmail', value: '' },
        ],
        'user.changePassword': [
          { type: 'user.changePassword', value: 'Geheim1!' },
          { type: 'user.changePassword', value: '' },
        ],
        'xstate.done.actor.checkFields': [
          { type: 'xstate.done.actor.checkFields', output: {} },
          {
            type: 'xstate.done.actor.checkFields',
            output: { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
          },
        ],
        'xstate.error.actor.checkFields': [
          { type: 'xstate.error.actor.checkFields', error: apiError(0, 'network') },
        ],
        'xstate.error.actor.login': [
          { type: 'xstate.error.actor.login', error: apiError(400, 'invalidCredentials') },
          { type: 'xstate.error.actor.login', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.login': [
          { type: 'xstate.done.actor.login', output: null },
          {
            type: 'xstate.done.actor.login',
            output: { step: 'code', ticket: 'ticket', methods: ['totp', 'recovery', 'passkey'] },
          },
          {
            type: 'xstate.done.actor.login',
            output: { step: 'code', ticket: 'ticket', methods: ['passkey'] },
          },
          { type: 'xstate.done.actor.login', output: { step: 'enrol', ticket: 'ticket', methods: ['totp'] } },
        ],
        'xstate.error.actor.signInWithPasskey': [
          { type: 'xstate.error.actor.signInWithPasskey', error: apiError(400, 'passkeyNotUsed') },
          { type: 'xstate.error.actor.signInWithPasskey', error: apiError(0, 'network') },
        ],
        'xstate.error.actor.verifyPasskey': [
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(400, 'passkeyRefused') },
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(500, 'serverError') },
        ],
        'user.changeCode': [
          { type: 'user.changeCode', value: '123456' },
          { type: 'user.changeCode', value: '' },
        ],
        'xstate.error.actor.verifySecondFactor': [
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(400, 'invalidSecondFactorCode') },
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.startEnrolment': [
          {
            type: 'xstate.done.actor.startEnrolment',
            output: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/portal?secret=JBSWY3DPEHPK3PXP' },
          },
        ],
        'xstate.error.actor.startEnrolment': [
          { type: 'xstate.error.actor.startEnrolment', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.startEnrolment', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.confirmEnrolment': [
          { type: 'xstate.done.actor.confirmEnrolment', output: ['abcde-fghjk', 'mnpqr-stuvw'] },
        ],
        'xstate.error.actor.confirmEnrolment': [
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(400, 'invalidSecondFactorCode') },
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(500, 'serverError') },
        ],
      },
    },
  ],
};

const activitySamples = { 'user.activity': [{ type: 'user.activity', at: 1 }] };

export const inactivity: MachineModel = {
  machine: inactivityMachine,
  worlds: [
    {
      name: 'idle past the timeout',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => false } }),
      input: { startedAt: 0, inactivityTimeout: 0 },
      samples: activitySamples,
    },
    {
      name: 'before the timeout',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => false } }),
      input: { startedAt: 0, inactivityTimeout: Number.MAX_SAFE_INTEGER },
      samples: activitySamples,
    },
    {
      name: 'idle on an inspection path',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => true } }),
      input: { startedAt: 0, inactivityTimeout: 0 },
      samples: activitySamples,
    },
  ],
};

export const refreshExpiry: MachineModel = {
  machine: refreshExpiryMachine,
  worlds: [
    {
      name: 'refresh token expired',
      logic: refreshExpiryMachine.provide({ guards: { hasRefreshTokenExpired: () => true } }),
      samples: {},
    },
    {
      name: 'refresh token valid',
      logic: refreshExpiryMachine.provide({ guards: { hasRefreshTokenExpired: () => false } }),
      samples: {},
    },
  ],
};
