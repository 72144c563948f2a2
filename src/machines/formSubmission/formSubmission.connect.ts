import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type ApiError, toApiError } from '../../services/api-error';
import { invalidateResources } from '../../services/resource';
import { inspect } from '../inspector';
import type { FieldErrors } from './field-errors';
import { formSubmissionMachine } from './formSubmission.machine';

/** What a form does, given by the view: its call and the effects of its outcome. */
export interface FormSubmissionOptions<TInput, TOutput> {
  submit(input: TInput): Promise<TOutput>;
  /** The API paths (key prefixes of the resource cache) whose data a successful write changed. */
  invalidates?: readonly string[] | ((result: TOutput, input: TInput) => readonly string[]);
  /** Said after success (a toast). */
  announceSuccess?(result: TOutput, input: TInput): void;
  /** Where the form goes after success (navigate, close a dialog). */
  goOn?(result: TOutput, input: TInput): void;
  /** Said after a failure, for a form that does not show it in place. */
  announceFailure?(error: ApiError): void;
}

export interface FormSubmissionView<TInput, TOutput> {
  isSubmitting: boolean;
  isSucceeded: boolean;
  isFailed: boolean;
  error: ApiError | null;
  fieldErrors: FieldErrors | null;
  result: TOutput | null;
  /** Submits checked values; with field errors nothing is sent and the errors show. */
  send(input: TInput, fieldErrors?: FieldErrors | null): void;
  /** Tells that `field` changed, with what the schema finds wrong now: its error goes once it is right. */
  edit(field: string, fieldErrors: FieldErrors | null): void;
  reset(): void;
}

/** One form's actor: the machine with this form's call and effects; the latest options are the ones used. */
export function useFormSubmission<TInput, TOutput>(
  options: FormSubmissionOptions<TInput, TOutput>,
): FormSubmissionView<TInput, TOutput> {
  const latest = useRef(options);
  latest.current = options;
  const actor = useActorRef(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          try {
            return await latest.current.submit(input.value as TInput);
          } catch (error) {
            throw toApiError(error);
          }
        }),
      },
      actions: {
        invalidateStale: ({ context }) => {
          const { invalidates } = latest.current;
          const prefixes =
            typeof invalidates === 'function'
              ? invalidates(context.result as TOutput, context.input as TInput)
              : invalidates;
          if (prefixes?.length) void invalidateResources(...prefixes);
        },
        announceSuccess: ({ context }) =>
          latest.current.announceSuccess?.(context.result as TOutput, context.input as TInput),
        goOn: ({ context }) => latest.current.goOn?.(context.result as TOutput, context.input as TInput),
        announceFailure: ({ context }) => {
          if (context.error) latest.current.announceFailure?.(context.error);
        },
      },
    }),
    { inspect },
  );
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const isSucceeded = useSelector(actor, (s) => s.matches('succeeded'));
  const isFailed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const result = useSelector(actor, (s) => (s.matches('succeeded') ? (s.context.result as TOutput) : null));
  const commands = useMemo(
    () => ({
      send: (input: TInput, fieldErrors: FieldErrors | null = null) =>
        actor.send({ type: 'user.submit', input, fieldErrors }),
      edit: (field: string, fieldErrors: FieldErrors | null) =>
        actor.send({ type: 'user.edit', field, fieldErrors }),
      reset: () => actor.send({ type: 'user.reset' }),
    }),
    [actor],
  );
  return { isSubmitting, isSucceeded, isFailed, error, fieldErrors, result, ...commands };
}
