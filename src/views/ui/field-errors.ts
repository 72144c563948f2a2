import type { z } from 'zod';
import type { FieldErrors } from './Form';

/** The first problem of each field, as i18n keys (the shared schemas carry keys, not texts). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field problems the server sent beside a 400 ('body.Email': the field after where it was sent). */
export function serverFieldErrors(
  problems: { path: string; message: string }[] | undefined,
): FieldErrors | undefined {
  if (!problems?.length) return undefined;
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const [where, field] = problem.path.split('.');
    errors[field ?? where] ??= problem.message;
  }
  return errors;
}
