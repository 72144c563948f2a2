import { formSubmissionMachine } from '../../formSubmission/formSubmission.machine';
import { apiError, type MachineModel } from '../world';

export const formSubmission: MachineModel = {
  machine: formSubmissionMachine,
  worlds: [
    {
      name: 'submitting a form',
      logic: formSubmissionMachine,
      samples: {
        'user.submit': [
          { type: 'user.submit', input: { Email: 'jan@example.nl' }, fieldErrors: null },
          { type: 'user.submit', input: null, fieldErrors: { Email: 'validation.emailInvalid' } },
        ],
        'user.edit': [
          { type: 'user.edit', field: 'Email', fieldErrors: null },
          { type: 'user.edit', field: 'Email', fieldErrors: { Email: 'validation.emailInvalid' } },
        ],
        'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: { ok: true } }],
        'xstate.error.actor.submit': [
          { type: 'xstate.error.actor.submit', error: apiError(400, 'invalidInput') },
        ],
      },
    },
  ],
};
