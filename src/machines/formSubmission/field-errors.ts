import type { z } from 'zod/mini';

/**
 * Field name to the i18n key of its first problem (the shared schemas carry keys, not texts). A field inside a
 * list or an object is named by its path ('lines.0.description'), and its problem is the whole value's too
 * ('lines'), for a form that has one field for it.
 */
export type FieldErrors = Partial<Record<string, string>>;

function addProblem(errors: FieldErrors, path: readonly PropertyKey[], message: string) {
  errors[String(path[0] ?? '')] ??= message;
  if (path.length > 1) errors[path.map(String).join('.')] ??= message;
}

/**
 * The problem of a list or object as a whole (none left in it), for the notice above its fields: undefined when
 * the problem is one of a field inside it, which that field shows itself.
 */
export function wholeValueError(errors: FieldErrors | undefined, field: string): string | undefined {
  if (!errors?.[field]) return undefined;
  return Object.keys(errors).some((name) => name.startsWith(`${field}.`)) ? undefined : errors[field];
}

/** The first problem of each field, as i18n keys. */
export function zodFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addProblem(errors, issue.path, issue.message);
  return errors;
}

/** The field problems the server sent beside a 400 ('body.Email': the field after where it was sent). */
export function serverFieldErrors(
  problems: { path: string; message: string }[] | undefined,
): FieldErrors | undefined {
  if (!problems?.length) return undefined;
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const [where, ...path] = problem.path.split('.');
    addProblem(errors, path.length ? path : [where], problem.message);
  }
  return errors;
}

/** What a form's values come to under the contract's schema: the input to send, or what to fix first. */
export type Checked<T> = { input: T; fieldErrors: null } | { input: null; fieldErrors: FieldErrors };

/** Checks a form's values with the contract's schema, the same one the server checks them with. */
export function checkInput<S extends z.ZodMiniType>(schema: S, values: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { input: parsed.data, fieldErrors: null }
    : { input: null, fieldErrors: zodFieldErrors(parsed.error) };
}
