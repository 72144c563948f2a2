import { assertEvent, assign, setup } from 'xstate';
import type { ApiError } from '../../services/api-error';
import { unprovidedActor } from '../unprovided';

export interface FormSubmissionContext {
  input: unknown;
  result: unknown;
  error: ApiError | null;
}

export type FormSubmissionEvent = { type: 'user.submit'; input: unknown } | { type: 'user.reset' };

export const formSubmissionMachine = setup({
  types: {} as { context: FormSubmissionContext; events: FormSubmissionEvent },
  actors: {
    /** The form's call; provided by each form. Rejects with an ApiError. */
    submit: unprovidedActor<unknown, { value: unknown }>('submit'),
  },
  actions: {
    takeInput: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { input: event.input, error: null };
    }),
    clear: assign({ input: null, result: null, error: null }),
  },
}).createMachine({
  id: 'formSubmission',
  description:
    'One submission of a form (forgot password, reset password, registration and later forms): idle, ' +
    'submitting, then succeeded with the result or failed with the error. A new submit is possible after ' +
    'either outcome; reset returns to idle.',
  context: { input: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.submit': { target: 'submitting', actions: 'takeInput' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ value: context.input }),
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error as ApiError }) },
      },
    },
    succeeded: {
      on: {
        'user.submit': { target: 'submitting', actions: 'takeInput' },
        'user.reset': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'user.submit': { target: 'submitting', actions: 'takeInput' },
        'user.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
