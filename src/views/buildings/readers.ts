import type { PermissionKey } from '../../../contract/permissions';
import { isProviderRole } from '../../../contract/roles';
import { useSession } from '../../machines/session/session.connect';

/**
 * Who may read what, as the API decides it (server/routes): a customer's permission or the matching
 * provider `ViewAll`. A screen or section shows for holders of any one key of its list.
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
  myAppointments: ['Users.MyAppointments'],
} satisfies Record<string, PermissionKey[]>;

export type Readable = keyof typeof readers;

export function useMayRead(): (what: Readable) => boolean {
  const { hasPermission } = useSession();
  return (what) => readers[what].some((key) => hasPermission(key));
}

/**
 * Provider staff holding ServiceObjects.ViewProperties get the fields "only visible to provider employees";
 * the API answers 403 to anyone else, so the browser does not even ask.
 */
export function useSeesProviderFields(): boolean {
  const { user, hasPermission } = useSession();
  return user !== null && isProviderRole(user.role) && hasPermission('ServiceObjects.ViewProperties');
}
