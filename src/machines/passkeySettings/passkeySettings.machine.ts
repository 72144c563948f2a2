import { assign, setup } from 'xstate';
import type { PasskeySettingsContext, PasskeySettingsEvent } from './passkeySettings.types';

/**
 * The account screen's passkeys: adding one, renaming or removing one, one at a time. The calls themselves are
 * the forms' (each its own submission); this machine holds which step shows and for which passkey.
 */
export const passkeySettingsMachine = setup({
  types: {} as { context: PasskeySettingsContext; events: PasskeySettingsEvent },
  actions: {
    choosePasskey: assign(({ event }) =>
      event.type === 'user.rename' || event.type === 'user.remove' ? { passkeyId: event.passkeyId } : {},
    ),
    forgetPasskey: assign({ passkeyId: null }),
  },
}).createMachine({
  id: 'passkeySettings',
  description:
    'Lists the passkeys; adds one (its name and the password, then the browser makes it), renames one, or ' +
    'removes one after asking once more. One step at a time: the list stays, the step shows beside its passkey.',
  context: { passkeyId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.add': { target: 'adding' },
        'user.rename': { target: 'renaming', actions: 'choosePasskey' },
        'user.remove': { target: 'removing', actions: 'choosePasskey' },
      },
    },
    adding: {
      on: {
        'passkey.added': { target: 'idle' },
        'user.cancel': { target: 'idle' },
      },
    },
    renaming: {
      on: {
        'passkey.renamed': { target: 'idle', actions: 'forgetPasskey' },
        'user.cancel': { target: 'idle', actions: 'forgetPasskey' },
      },
    },
    removing: {
      on: {
        'passkey.removed': { target: 'idle', actions: 'forgetPasskey' },
        'user.cancel': { target: 'idle', actions: 'forgetPasskey' },
      },
    },
  },
});
