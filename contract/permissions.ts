import { z } from 'zod';

/** The permission strings of spec section 6, used as claim keys on the wire. */
export const permissionKeys = [
  'Users.ViewAll',
  'Users.ViewOwn',
  'Users.MyAppointments',
  'Relations.ViewAll',
  'Relations.View',
  'Relations.ViewObjects',
  'Locations.ViewAll',
  'Locations.ViewOwn',
  'Locations.EditManagement',
  'Locations.EditLocationContact',
  'Documents.ViewAll',
  'Documents.ViewOwn',
  'ServiceOrders.ViewAll',
  'ServiceOrders.ViewOwn',
  'ServiceOrders.Create',
  'ServiceOrders.Release',
  'InvoicesObjects.ViewAll',
  'InvoicesObjects.View',
  'Settings.ViewSettings',
  'Settings.ViewDBSSettings',
  'Users.InviteDBS',
  'Users.Invite',
  'Settings.RiQLink',
  'Account.ViewAccount',
  'ServiceObjects.ViewContact',
  'ServiceObjects.ViewProperties',
] as const;

export type PermissionKey = (typeof permissionKeys)[number];
export const permissionKeySchema = z.enum(permissionKeys);

/** Stable numeric ids for per-user permission overrides (`newPermissionIds`): the position in the list, from 1. */
export const permissionId = (key: PermissionKey): number => permissionKeys.indexOf(key) + 1;
export const permissionById = (id: number): PermissionKey | undefined => permissionKeys[id - 1];

/** The `ViewAll` permissions: whoever holds one sees every relation's rows of that kind, unscoped. */
export const viewAllPermissions = [
  'Relations.ViewAll',
  'Locations.ViewAll',
  'Documents.ViewAll',
  'ServiceOrders.ViewAll',
  'InvoicesObjects.ViewAll',
  'Users.ViewAll',
] as const satisfies readonly PermissionKey[];
