import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type ApiError, toApiError } from '../../services/api-error';
import { inspect } from '../inspection';
import { formSubmissionMachine } from './formSubmission.machine';

export interface FormSubmissionView<TInput, TOutput> {
  isSubmitting: boolean;
  isSucceeded: boolean;
  isFailed: boolean;
  error: ApiError | null;
  result: TOutput | null;
  send(input: TInput): void;
  reset(): void;
}

/** A form's submission: `submit` is the call (e.g. forgotPassword); its latest version is the one used. */
export function useFormSubmission<TInput, TOutput>(
  submit: (input: TInput) => Promise<TOutput>,
): FormSubmissionView<TInput, TOutput> {
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const actor = useActorRef(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          try {
            return await submitRef.current(input.value as TInput);
          } catch (error) {
            throw toApiError(error);
          }
        }),
      },
    }),
    { inspect },
  );
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const isSucceeded = useSelector(actor, (s) => s.matches('succeeded'));
  const isFailed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const result = useSelector(actor, (s) => (s.matches('succeeded') ? (s.context.result as TOutput) : null));
  const commands = useMemo(
    () => ({
      send: (input: TInput) => actor.send({ type: 'user.submit', input }),
      reset: () => actor.send({ type: 'user.reset' }),
    }),
    [actor],
  );
  return { isSubmitting, isSucceeded, isFailed, error, result, ...commands };
}
