import { z } from 'zod/mini';
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

/** Each role as users read it, in Dutch and English (the screens and the user list's export). */
export const roleWords: Record<'nl' | 'en', Record<RoleName, string>> = {
  nl: {
    superadmin: 'Platformbeheerder',
    dbsadmin: 'Beheerder dienstverlener',
    dbsemployee: 'Medewerker dienstverlener',
    companyadmin: 'Beheerder klant',
    companyuser: 'Gebruiker',
    readonlyuser: 'Alleen lezen',
  },
  en: {
    superadmin: 'Platform administrator',
    dbsadmin: 'Provider administrator',
    dbsemployee: 'Provider employee',
    companyadmin: 'Customer administrator',
    companyuser: 'User',
    readonlyuser: 'Read only',
  },
};
export const roleNames = Object.keys(roles) as RoleName[];
export const roleNameSchema = z.enum(roleNames as [RoleName, ...RoleName[]]);
export const roleNumberSchema = z
  // Left out: the form's role select is still empty.
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : undefined) })
  .check(
    z.int(),
    z.refine((n) => roleNames.some((r) => roles[r] === n), {
      message: `One of ${Object.values(roles).join(', ')}`,
    }),
  );
export const roleByNumber = (n: number): RoleName | undefined => roleNames.find((r) => roles[r] === n);

/** Provider staff: they may see everything and may never be added to a regular customer. */
export const providerRoles: readonly RoleName[] = ['superadmin', 'dbsadmin', 'dbsemployee'];
export const isProviderRole = (role: RoleName): boolean => providerRoles.includes(role);

/** The provider's administrators: among the staff, they decide what changes for every customer (a sticker's key). */
export const providerAdminRoles: readonly RoleName[] = ['superadmin', 'dbsadmin'];
export const isProviderAdmin = (role: RoleName): boolean => providerAdminRoles.includes(role);

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

/**
 * Looking inside the portal's workflows (the model viewer at /models: every machine, where this tab's actors
 * are, the generated test paths): for those who answer for how the portal behaves, and whom they choose.
 */
const modelInspection: PermissionKey[] = ['Models.View'];

/**
 * The role-to-permission map: one line per role says why it holds what it holds.
 * `Maintenance.Inspect` (walking a maintenance inspection: photos, the customer's signature, the report that
 * changes a gate's state) is for provider staff only: an inspection is the provider's work on the customer's
 * gate, so no customer role holds it, and the server also demands a provider role, so a customer granted it
 * by an override still gets 403. Administrators hold it because they stand in for an engineer on site.
 * `Appointments.Plan` (planning a visit a customer booked for one of the provider's engineers, or declining
 * it) is the provider's administration: it hands out engineers' work, so the engineers themselves do not hold
 * it, and the server demands a provider role too.
 * `Quotations.Accept` (accepting, declining or questioning a quotation: a signature that commits the customer's
 * company to pay) is a company administrator's; provider staff may grant it to a company user or take it from an
 * administrator on the permission screen, though they do not hold it themselves: they sign nothing for a
 * customer. A read-only user never holds it, whatever is granted, and the server demands a customer role too.
 */
export const rolePermissions: Record<RoleName, readonly PermissionKey[]> = {
  // Runs the platform: everything, including the ERP link, inviting provider staff and the model viewer.
  superadmin: [
    ...providerReading,
    ...providerAdministration,
    'Maintenance.Inspect',
    'Appointments.Plan',
    'Settings.RiQLink',
    ...modelInspection,
  ],
  // Runs the provider: every customer's users and data, the provider settings and the model viewer (its QA
  // checks the workflows), but not the ERP link.
  dbsadmin: [
    ...providerReading,
    ...providerAdministration,
    'Maintenance.Inspect',
    'Appointments.Plan',
    ...modelInspection,
  ],
  // The engineer on the road: reads every customer's data and walks inspections; manages no users.
  dbsemployee: [...providerReading, 'ServiceOrders.Create', 'Maintenance.Inspect'],
  // A customer's administrator: their own relations' data, their users and their locations' contacts.
  companyadmin: [
    ...customerReading,
    'Locations.EditManagement',
    'Locations.EditLocationContact',
    'ServiceOrders.Create',
    'Settings.ViewSettings',
    'Users.Invite',
    'Quotations.Accept',
  ],
  // A customer's employee: reads their own relations' data and reports failures.
  companyuser: [...customerReading, 'ServiceOrders.Create'],
  // Looks, never edits: the same reading as a company user and no change to any data. The contact form is
  // still theirs (spec section 6: contact is every signed-in user's): reporting a broken gate edits nothing.
  readonlyuser: [...customerReading],
};
