import { pathStepperMachine } from '../../pathStepper/pathStepper.machine';
import type { MachineModel } from '../world';

export const pathStepper: MachineModel = {
  machine: pathStepperMachine,
  worlds: [
    {
      name: 'stepping through a path of three steps',
      logic: pathStepperMachine,
      samples: {
        'user.choosePath': [{ type: 'user.choosePath', pathId: 'session 0', stepCount: 3 }],
        'xstate.done.actor.replayStep': [
          {
            type: 'xstate.done.actor.replayStep',
            output: { value: 'pending', status: 'active', context: {}, event: null, effects: [] },
          },
        ],
        'xstate.error.actor.replayStep': [
          { type: 'xstate.error.actor.replayStep', error: new Error('The sandbox left the path') },
        ],
      },
    },
  ],
};
