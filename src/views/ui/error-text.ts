import type { ApiError } from '../../services/api-error';

/**
 * What to tell the user about a failed call: our translation of the server's error code when we have one,
 * otherwise the server's own message (which already follows the chosen language).
 */
export function errorText(error: ApiError, t: (key: string) => string): string {
  if (error.code) {
    const key = `errors.${error.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return error.message;
}
