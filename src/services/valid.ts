import { safeParse } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { ApiError } from './api-error';

/**
 * The request checked with the same schema the server uses, so a bad form never costs a round trip. The
 * schema may be classic zod or zod/mini (the first screen's, decision 018).
 */
export function valid<S extends $ZodType>(schema: S, value: input<S>): output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw new ApiError({
    status: 400,
    message: 'Invalid input',
    code: 'invalidInput',
    errors: result.error.issues.map((issue) => ({
      path: `body.${issue.path.join('.')}`,
      message: issue.message,
    })),
  });
}
