import { assertEvent, assign, setup } from 'xstate';
import type { ApiError } from '../../services/api-error';
import { unprovidedAction, unprovidedActor } from '../unprovided';
import { type FieldErrors, serverFieldErrors } from './field-errors';

export interface FormSubmissionContext {
  input: unknown;
  result: unknown;
  error: ApiError | null;
  /** Per field the i18n key of what to fix: the schema's refusal before sending, or the server's 400. */
  fieldErrors: FieldErrors | null;
}

/**
 * `fieldErrors` is what the contract's schema found wrong with the values (null when they pass): the form
 * checks before it submits, so a refused value is never sent.
 */
export type FormSubmissionEvent =
  | { type: 'user.submit'; input: unknown; fieldErrors: FieldErrors | null }
  /**
   * The user changed `field`; `fieldErrors` is what the schema finds wrong with the values now. A shown error
   * goes as soon as its field is right, while the user types, so it never vanishes under a click.
   */
  | { type: 'user.edit'; field: string; fieldErrors: FieldErrors | null }
  | { type: 'user.reset' };

const empty: FormSubmissionContext = { input: null, result: null, error: null, fieldErrors: null };

export const formSubmissionMachine = setup({
  types: {} as { context: FormSubmissionContext; events: FormSubmissionEvent },
  actors: {
    /** The form's call; provided by each form. Rejects with an ApiError. */
    submit: unprovidedActor<unknown, { value: unknown }>('submit'),
  },
  guards: {
    isRefused: ({ event }) => event.type === 'user.submit' && Boolean(event.fieldErrors),
    /** The edited field shows an error the schema no longer finds. */
    isFixed: ({ context, event }) =>
      event.type === 'user.edit' &&
      Boolean(context.fieldErrors?.[event.field]) &&
      !event.fieldErrors?.[event.field],
  },
  actions: {
    takeInput: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { input: event.input, error: null, fieldErrors: null };
    }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { error: null, fieldErrors: event.fieldErrors };
    }),
    dropFixedError: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      const { [event.field]: _fixed, ...others } = context.fieldErrors ?? {};
      return { fieldErrors: Object.keys(others).length ? others : null };
    }),
    clear: assign(empty),
    /** The app's effects of a write that succeeded: reload what it made stale, say so, go on. */
    invalidateStale: unprovidedAction('invalidateStale'),
    announceSuccess: unprovidedAction('announceSuccess'),
    goOn: unprovidedAction('goOn'),
    /** The app's effect of a failure, for a form that does not show it in place (a toast). */
    announceFailure: unprovidedAction('announceFailure'),
  },
}).createMachine({
  id: 'formSubmission',
  description:
    'One form (forgot and reset password, registration, provider settings, location edits, user roles and ' +
    'permissions, and every later form): the values are checked with the contract schema first (refused: ' +
    'the field errors show, nothing is sent, and each goes as its field is typed right), then submitted; success reloads what the write made stale, ' +
    'says so and goes on, failure keeps the values for another try. Reset returns to the start.',
  context: empty,
  initial: 'idle',
  on: {
    'user.submit': [
      { guard: 'isRefused', target: '.refused', actions: 'showFieldErrors' },
      { target: '.submitting', actions: 'takeInput' },
    ],
    'user.edit': { guard: 'isFixed', actions: 'dropFixedError' },
    'user.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    refused: { tags: ['error'] },
    submitting: {
      tags: ['busy'],
      // A second submit while one runs (a double tap) is not a second write.
      on: { 'user.submit': {}, 'user.reset': {} },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ value: context.input }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
            'invalidateStale',
            'announceSuccess',
            'goOn',
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => {
              const error = event.error as ApiError;
              return { error, fieldErrors: serverFieldErrors(error.errors) ?? null };
            }),
            'announceFailure',
          ],
        },
      },
    },
    succeeded: {},
    failed: { tags: ['error'] },
  },
});
