import { userIdSchema } from '../../../contract/users';

/** The user an address names, by the server's rule; null for anything else, which names no one. */
export function userIdOf(text: string | null | undefined): string | null {
  const parsed = userIdSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
