import { mayRead, type Readable } from '../../../contract/permissions';
import { isProviderRole } from '../../../contract/roles';
import { useSession } from '../../machines/session/session.connect';

/** Who may read what, as the API decides it (`readers` in contract/permissions). */
export function useMayRead(): (what: Readable) => boolean {
  const { hasPermission } = useSession();
  return (what) => mayRead(what, hasPermission);
}

/**
 * Booking a visit (/book) is for customers who may create service orders and see objects: read-only users
 * only read, and provider staff plan visits instead (the API answers 403 to both).
 */
export function useMayBook(): boolean {
  const { user, hasPermission } = useSession();
  return (
    user !== null &&
    !isProviderRole(user.role) &&
    hasPermission('ServiceOrders.Create') &&
    mayRead('objects', hasPermission)
  );
}

/**
 * Provider staff holding ServiceObjects.ViewProperties get the fields "only visible to provider employees";
 * the API answers 403 to anyone else, so the browser does not even ask.
 */
export function useSeesProviderFields(): boolean {
  const { user, hasPermission } = useSession();
  return user !== null && isProviderRole(user.role) && hasPermission('ServiceObjects.ViewProperties');
}

/** Provider staff who walk maintenance inspections; the API refuses anyone else (customers always). */
export function useMayInspect(): boolean {
  const { user, hasPermission } = useSession();
  return user !== null && isProviderRole(user.role) && hasPermission('Maintenance.Inspect');
}
