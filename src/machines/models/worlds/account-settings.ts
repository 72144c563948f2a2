import { passkeySettingsMachine } from '../../passkeySettings/passkeySettings.machine';
import { secondFactorSettingsMachine } from '../../secondFactorSettings/secondFactorSettings.machine';
import type { MachineModel } from '../world';

export const secondFactorSettings: MachineModel = {
  machine: secondFactorSettingsMachine,
  worlds: [
    {
      name: 'the account screen',
      logic: secondFactorSettingsMachine,
      samples: {
        'enrolment.started': [
          {
            type: 'enrolment.started',
            authenticator: {
              secret: 'JBSWY3DPEHPK3PXP',
              uri: 'otpauth://totp/Service%20portal:james%40example.nl?secret=JBSWY3DPEHPK3PXP',
            },
          },
        ],
        'enrolment.confirmed': [
          { type: 'enrolment.confirmed', recoveryCodes: ['k7m2p-q9rts', 'b3vhx-w8nza'] },
        ],
        'codes.renewed': [{ type: 'codes.renewed', recoveryCodes: ['c4xj9-p2mke'] }],
      },
    },
  ],
};

export const passkeySettings: MachineModel = {
  machine: passkeySettingsMachine,
  worlds: [
    {
      name: 'the account screen',
      logic: passkeySettingsMachine,
      samples: {
        'user.rename': [{ type: 'user.rename', passkeyId: 'cGFzc2tleS0x' }],
        'user.remove': [{ type: 'user.remove', passkeyId: 'cGFzc2tleS0x' }],
      },
    },
  ],
};
