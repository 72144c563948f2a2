import type { $ZodType, input, output } from 'zod/v4/core';
import { ApiError } from './api-error';

/**
 * The request checked with the same schema the server uses, so a bad form never costs a round trip. The
 * schema is read through its Standard Schema check, which every zod schema has, so this module imports no zod
 * (decision 023).
 */
export function valid<S extends $ZodType>(schema: S, value: input<S>): output<S> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('valid() takes a schema without asynchronous checks.');
  if (!result.issues) return result.value as output<S>;
  throw new ApiError({
    status: 400,
    message: 'Invalid input',
    code: 'invalidInput',
    errors: result.issues.map((issue) => ({
      path: `body.${(issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.')}`,
      message: issue.message,
    })),
  });
}
