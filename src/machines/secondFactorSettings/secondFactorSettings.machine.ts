import { assign, setup } from 'xstate';
import type { SecondFactorSettingsContext, SecondFactorSettingsEvent } from './secondFactorSettings.types';

/**
 * The account screen's second factor: the steps between "off" and "on" and back. The calls themselves are the
 * forms' (each its own submission); this machine holds which step shows and what it shows once: the new
 * secret until its first code, the recovery codes until the user kept them.
 */
export const secondFactorSettingsMachine = setup({
  types: {} as { context: SecondFactorSettingsContext; events: SecondFactorSettingsEvent },
  actions: {
    keepAuthenticator: assign(({ event }) =>
      event.type === 'enrolment.started' ? { authenticator: event.authenticator } : {},
    ),
    keepCodes: assign(({ event }) =>
      event.type === 'enrolment.confirmed' || event.type === 'codes.renewed'
        ? { authenticator: null, recoveryCodes: event.recoveryCodes }
        : {},
    ),
    forgetAll: assign({ authenticator: null, recoveryCodes: null }),
  },
}).createMachine({
  id: 'secondFactorSettings',
  description:
    'Turns the authenticator app on (a secret shown as QR code and text, then its first code), shows the ' +
    'recovery codes once, makes new ones with a current code, and turns it off with the password and a code. ' +
    'What is shown once (the secret, the codes) is forgotten as soon as the step is left.',
  context: { authenticator: null, recoveryCodes: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'enrolment.started': { target: 'enrolling', actions: 'keepAuthenticator' },
        'user.renew': { target: 'renewing' },
        'user.disable': { target: 'disabling' },
      },
    },
    enrolling: {
      on: {
        'enrolment.confirmed': { target: 'showingCodes', actions: 'keepCodes' },
        'user.cancel': { target: 'idle', actions: 'forgetAll' },
      },
    },
    renewing: {
      on: {
        'codes.renewed': { target: 'showingCodes', actions: 'keepCodes' },
        'user.cancel': { target: 'idle' },
      },
    },
    disabling: {
      on: {
        'factor.disabled': { target: 'idle' },
        'user.cancel': { target: 'idle' },
      },
    },
    showingCodes: {
      on: { 'user.done': { target: 'idle', actions: 'forgetAll' } },
    },
  },
});
