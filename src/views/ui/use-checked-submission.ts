import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useFormSubmission } from '../../machines/formSubmission/formSubmission.connect';
import type { FieldErrors } from './Form';
import { serverFieldErrors, zodFieldErrors } from './field-errors';

/**
 * A form's submission that the contract's schema checks first: what it refuses is not sent.
 * `errors` are the field errors to show (the schema's, else those the server sent beside a 400);
 * `failure` is the failed call to say in an alert, unless the server's field errors already say it.
 */
export function useCheckedSubmission<S extends z.ZodType, R>(
  schema: S,
  call: (input: z.output<S>) => Promise<R>,
) {
  const submission = useFormSubmission(call);
  const [invalid, setInvalid] = useState<FieldErrors>();
  const fromServer = useMemo(() => serverFieldErrors(submission.error?.errors), [submission.error]);
  const check = (values: unknown) => {
    const parsed = schema.safeParse(values);
    setInvalid(parsed.success ? undefined : zodFieldErrors(parsed.error));
    if (parsed.success) submission.send(parsed.data);
  };
  const failure = submission.isFailed && !fromServer ? submission.error : null;
  return { submission, errors: invalid ?? fromServer, failure, check };
}
