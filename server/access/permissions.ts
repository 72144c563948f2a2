import { type PermissionKey, permissionKeys } from '../../contract/permissions';
import { type RoleName, rolePermissions } from '../../contract/roles';

export interface PermissionOverride {
  permission: string;
  granted: boolean;
}

/** The role's permissions with the user's own overrides applied on top. */
export function effectivePermissions(
  role: RoleName,
  overrides: readonly PermissionOverride[],
): Set<PermissionKey> {
  const result = new Set<PermissionKey>(rolePermissions[role]);
  for (const o of overrides) {
    if (!(permissionKeys as readonly string[]).includes(o.permission)) continue;
    if (o.granted) result.add(o.permission as PermissionKey);
    else result.delete(o.permission as PermissionKey);
  }
  return result;
}

/** The permissions map of the profile: every key, true where the user holds it. */
export function permissionsMap(held: Set<PermissionKey>): Record<PermissionKey, boolean> {
  return Object.fromEntries(permissionKeys.map((k) => [k, held.has(k)])) as Record<PermissionKey, boolean>;
}
