import { type PermissionKey, permissionKeys } from '../../contract/permissions';
import { isProviderRole, type RoleName, roleNames, rolePermissions } from '../../contract/roles';
import type { Caller } from '../access/authenticate';

/**
 * The rules of spec section 6 about who manages whom, in one place. Permissions decide; the role only where
 * a permission granted by an override must not undo the role's promise.
 */

/**
 * Manages users at all: holds Users.Invite (a company admin, a provider admin) or Users.InviteDBS. A read-only
 * user changes nothing, even with a permission granted on top of the role.
 */
export function administersUsers(caller: Caller): boolean {
  if (caller.role === 'readonlyuser') return false;
  return caller.permissions.has('Users.Invite') || caller.permissions.has('Users.InviteDBS');
}

/** Provider administrators act on every customer's users, not only on those of their own relations. */
export const actsOnEveryCustomer = (caller: Caller): boolean => caller.permissions.has('Users.ViewAll');

/**
 * May act on an account of this role at all (whether it is one of the caller's relations' is the scope's
 * question): provider staff only for Users.InviteDBS holders, a platform administrator only for another.
 */
export function managesRole(caller: Caller, role: RoleName): boolean {
  if (role === 'superadmin') return caller.role === 'superadmin';
  if (isProviderRole(role)) return caller.permissions.has('Users.InviteDBS');
  return true;
}

/** The roles a caller may give: customer roles to any administrator, provider roles with Users.InviteDBS. */
export function assignableRoles(caller: Caller): RoleName[] {
  return administersUsers(caller) ? roleNames.filter((role) => managesRole(caller, role)) : [];
}

const customerPermissions = new Set<PermissionKey>(
  roleNames.filter((r) => !isProviderRole(r)).flatMap((r) => rolePermissions[r]),
);

/**
 * The permissions a caller may give to or take from a user of `targetRole`: never one the caller does not hold
 * (no one hands out more than they have); to a customer's account only what some customer role holds, so no
 * override ever opens another customer's data or the provider's settings to a customer; to a read-only user
 * only their reading, because that role looks and never touches.
 */
export function assignablePermissions(caller: Caller, targetRole: RoleName): PermissionKey[] {
  const pool: ReadonlySet<PermissionKey> = isProviderRole(targetRole)
    ? new Set(permissionKeys)
    : targetRole === 'readonlyuser'
      ? new Set(rolePermissions.readonlyuser)
      : customerPermissions;
  return permissionKeys.filter((key) =>
    key === 'Quotations.Accept'
      ? mayGrantAcceptance(caller, targetRole)
      : caller.permissions.has(key) && pool.has(key),
  );
}

/**
 * Accepting quotations is granted per user by provider staff who administer users, to a customer's admin or
 * user only: the provider decides who may sign for a customer, no customer admin hands it on, and a read-only
 * user or provider staff never holds it.
 */
export function mayGrantAcceptance(caller: Caller, targetRole: RoleName): boolean {
  return (
    isProviderRole(caller.role) &&
    administersUsers(caller) &&
    (targetRole === 'companyadmin' || targetRole === 'companyuser')
  );
}

/** May sign for a customer: holds Quotations.Accept in a customer role that edits (never read-only). */
export const mayDecideQuotations = (caller: Pick<Caller, 'permissions' | 'role'>): boolean =>
  caller.permissions.has('Quotations.Accept') &&
  (caller.role === 'companyadmin' || caller.role === 'companyuser');
