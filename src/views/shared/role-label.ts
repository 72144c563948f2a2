import type { RoleName } from '../../../contract/roles';

/** A role as the user reads it, in the current language. */
export const roleLabel = (role: RoleName, t: (key: string) => string) => t(`users.roles.${role}`);
