import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { useI18n } from '../../i18n';
import { checkInput, type FieldErrors, useFormSubmission } from '../../machines/formSubmission';
import type { ApiError } from '../../services/api-error';
import { type ChangeKind, failureText } from './error-text';
import { showToast } from './toast-queue';

interface FormOptions<S extends z.ZodMiniType, R> {
  /** The contract's schema of what is sent: the server checks the same one. */
  schema: S;
  submit(input: z.output<S>): Promise<R>;
  /** The API paths whose data the write changes: every screen showing them loads them again. */
  invalidates?: readonly string[] | ((result: R, input: z.output<S>) => readonly string[]);
  /** The i18n key of the toast after success. */
  successToast?: string | ((result: R, input: z.output<S>) => string);
  /** Where to go after success. */
  navigateTo?: string | ((result: R, input: z.output<S>) => string);
  /** What else success does (close a dialog, reset another part of the screen). */
  afterwards?(result: R, input: z.output<S>): void;
  /**
   * How a failure is said: in place, as an alert above the buttons (the default), or as a toast of this
   * kind (a row action, whose form has no place for an alert).
   */
  failureToast?: ChangeKind;
}

export interface FormView<S extends z.ZodMiniType, R> {
  /** Checks the values with the schema and sends them when they pass. */
  submit(values: z.input<S> | Record<string, unknown>): void;
  /** Checks the values again as `field` changes: its error goes once it is right (the form's `onEdit`). */
  edit(field: string, values: z.input<S> | Record<string, unknown>): void;
  /** Per field the i18n key to show: the schema's refusal, else the server's. */
  errors: FieldErrors | undefined;
  /** The failed call to say in an alert, unless its field errors already say it. */
  failure: ApiError | null;
  isSubmitting: boolean;
  isSucceeded: boolean;
  result: R | null;
  reset(): void;
}

const resolve = <R, I>(option: string | ((result: R, input: I) => string), result: R, input: I) =>
  typeof option === 'function' ? option(result, input) : option;

/**
 * The one way a view submits a form: checked by the contract's schema, sent through the form submission
 * machine, and its effects (reload what changed, toast, navigate) run as that machine's named actions.
 */
export function useForm<S extends z.ZodMiniType, R>(options: FormOptions<S, R>): FormView<S, R> {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const { schema, submit, invalidates, successToast, navigateTo, afterwards, failureToast } = options;
  const submission = useFormSubmission<z.output<S>, R>({
    submit,
    invalidates,
    announceSuccess: (result, input) => {
      if (successToast) showToast(resolve(successToast, result, input));
    },
    goOn: (result, input) => {
      if (navigateTo) navigate(resolve(navigateTo, result, input));
      afterwards?.(result, input);
    },
    announceFailure: (error) => {
      if (failureToast) showToast(failureText(failureToast, error, t), 'error');
    },
  });
  const check = (values: unknown) => {
    const checked = checkInput(schema, values);
    // Refused values are not sent: the machine shows their field errors instead.
    submission.send(checked.input as z.output<S>, checked.fieldErrors);
  };
  const edit = (field: string, values: unknown) => {
    if (submission.fieldErrors?.[field]) submission.edit(field, checkInput(schema, values).fieldErrors);
  };
  const failure = submission.isFailed && !submission.fieldErrors && !failureToast ? submission.error : null;
  return {
    submit: check,
    edit,
    errors: submission.fieldErrors ?? undefined,
    failure,
    isSubmitting: submission.isSubmitting,
    isSucceeded: submission.isSucceeded,
    result: submission.result,
    reset: submission.reset,
  };
}
