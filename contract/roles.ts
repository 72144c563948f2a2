import { z } from 'zod';
import type { PermissionKey } from './permissions';

/**
 * Roles by label (spec section 6) and their number on the wire (`NewRole` of /api/user/changeRole).
 * The numbers are ours; they never change once given, so a stored role stays meaningful.
 */
export const roles = {
  superadmin: 1,
  dbsadmin: 2,
  dbsemployee: 3,
  companyadmin: 4,
  companyuser: 5,
  readonlyuser: 6,
} as const;

export type RoleName = keyof typeof roles;
export const roleNames = Object.keys(roles) as RoleName[];
export const roleNameSchema = z.enum(roleNames as [RoleName, ...RoleName[]]);
export const roleNumberSchema = z
  .number()
  .int()
  .refine((n) => roleNames.some((r) => roles[r] === n), {
    message: `One of ${Object.values(roles).join(', ')}`,
  });
export const roleByNumber = (n: number): RoleName | undefined => roleNames.find((r) => roles[r] === n);

/** Provider staff: they may see everything and may never be added to a regular customer. */
export const providerRoles: readonly RoleName[] = ['superadmin', 'dbsadmin', 'dbsemployee'];
export const isProviderRole = (role: RoleName): boolean => providerRoles.includes(role);

const customerReading: PermissionKey[] = [
  'Users.ViewOwn',
  'Relations.View',
  'Relations.ViewObjects',
  'Locations.ViewOwn',
  'Documents.ViewOwn',
  'ServiceOrders.ViewOwn',
  'InvoicesObjects.View',
  'Account.ViewAccount',
  'ServiceObjects.ViewContact',
];

const providerReading: PermissionKey[] = [
  'Users.MyAppointments',
  'Relations.ViewAll',
  'Relations.ViewObjects',
  'Locations.ViewAll',
  'Documents.ViewAll',
  'ServiceOrders.ViewAll',
  'InvoicesObjects.ViewAll',
  'Account.ViewAccount',
  'ServiceObjects.ViewContact',
  'ServiceObjects.ViewProperties',
];

/** Running the provider: every customer's users, inviting provider staff, the provider settings. */
const providerAdministration: PermissionKey[] = [
  'Users.ViewAll',
  'Users.ViewOwn',
  'Locations.EditManagement',
  'Locations.EditLocationContact',
  'ServiceOrders.Create',
  'ServiceOrders.Release',
  'Settings.ViewSettings',
  'Settings.ViewDBSSettings',
  'Users.InviteDBS',
  'Users.Invite',
];

/** The role-to-permission map: one line per role says why it holds what it holds. */
export const rolePermissions: Record<RoleName, readonly PermissionKey[]> = {
  // Runs the platform: everything, including the ERP link and inviting provider staff.
  superadmin: [...providerReading, ...providerAdministration, 'Settings.RiQLink'],
  // Runs the provider: every customer's users and data and the provider settings, but not the ERP link.
  dbsadmin: [...providerReading, ...providerAdministration],
  // The engineer on the road: reads every customer's data and walks inspections; manages no users.
  dbsemployee: [...providerReading, 'ServiceOrders.Create'],
  // A customer's administrator: their own relations' data, their users and their locations' contacts.
  companyadmin: [
    ...customerReading,
    'Locations.EditManagement',
    'Locations.EditLocationContact',
    'ServiceOrders.Create',
    'Settings.ViewSettings',
    'Users.Invite',
  ],
  // A customer's employee: reads their own relations' data and reports failures.
  companyuser: [...customerReading, 'ServiceOrders.Create'],
  // Looks, never touches: the same reading as a company user and no writes at all.
  readonlyuser: [...customerReading],
};
