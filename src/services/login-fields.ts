import { loadFirstScreenSchemas } from './first-screen-checks';

/** The login form's field errors: i18n keys of contract/messages.ts, per field. */
export interface LoginFieldErrors {
  email?: string;
  password?: string;
  /** The second step's code (an authenticator's or a recovery code). */
  code?: string;
}

/** The login form's fields checked with the login call's own schema, which loads with the first check. */
export async function checkLoginFields(fields: {
  email: string;
  password: string;
}): Promise<LoginFieldErrors> {
  return (await loadFirstScreenSchemas()).loginFieldErrorsOf(fields);
}

/** Starts loading what the check needs, so a submit seldom waits for it (called as the user types). */
export function prepareLoginCheck(): void {
  loadFirstScreenSchemas().catch(() => undefined);
}
