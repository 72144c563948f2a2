import { isProviderRole } from '../../contract/roles';
import type { Caller } from './authenticate';

/**
 * The one rule for data "only visible to provider employees" (provider-only objects, internal notes, a job
 * order's cost price, non-public subtype properties): the caller has a provider role and holds
 * ServiceObjects.ViewProperties. The role keeps it from customers whatever permission a customer account is
 * granted; the permission lets a provider administrator withhold it from one of their own accounts.
 */
export function seesProviderFields(caller: Caller): boolean {
  return isProviderRole(caller.role) && caller.permissions.has('ServiceObjects.ViewProperties');
}
