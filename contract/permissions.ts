import { z } from 'zod/mini';

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
  // From here on ours, beyond spec section 6, each appended so every id above keeps its number (ids are
  // positions and are stored in permission overrides). The model viewer of the workflow machines (/models), for QA.
  'Models.View',
  // Walking maintenance inspections (the spec shows no permission for them).
  'Maintenance.Inspect',
  // Planning or declining the visits customers book (/book).
  'Appointments.Plan',
  // Accepting (signing), declining or questioning a quotation for the customer's company (issue 33).
  'Quotations.Accept',
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

/**
 * Who may read which kind of data: a customer's permission or the matching provider `ViewAll`, any one key
 * of the list. The API demands it of each call (server/access) and the app shows a screen, section or tab
 * only to those the API would answer; what each reader then sees is scoped in SQL.
 */
export const readers = {
  relations: ['Relations.View', 'Relations.ViewAll'],
  objects: ['Relations.ViewObjects'],
  locations: ['Locations.ViewOwn', 'Locations.ViewAll'],
  /** Invoices and contracts. */
  invoices: ['InvoicesObjects.View', 'InvoicesObjects.ViewAll'],
  /** Job orders, quotations and appointments. */
  orders: ['ServiceOrders.ViewOwn', 'ServiceOrders.ViewAll'],
  documents: ['Documents.ViewOwn', 'Documents.ViewAll'],
  users: ['Users.ViewOwn', 'Users.ViewAll'],
  myAppointments: ['Users.MyAppointments'],
} as const satisfies Record<string, readonly [PermissionKey, ...PermissionKey[]]>;

export type Readable = keyof typeof readers;

/** Whether someone who holds the keys `holds` answers yes to may read `what`. */
export const mayRead = (what: Readable, holds: (key: PermissionKey) => boolean): boolean =>
  readers[what].some(holds);
