import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../contract/permissions';
import { isProviderRole, type RoleName } from '../../contract/roles';
import { noAccess } from '../errors';
import { type Caller, callerOf } from './authenticate';

/**
 * Route options of a call for the provider's staff: the permission keys it demands (checked by
 * `authenticate`, listed by the route table) and a provider role besides, checked before validation. A
 * customer's account granted such a key by an override still hears 403: the work is the provider's.
 * `allowed` narrows the staff further (the provider's administrators).
 */
export const staffOnly = (
  permissions: readonly PermissionKey[] = [],
  allowed: (role: RoleName) => boolean = isProviderRole,
) => ({
  config: { permissions },
  preValidation: async (request: FastifyRequest) => {
    if (!allowed(callerOf(request).role)) throw noAccess();
  },
});

/**
 * Route options of a call for customers' accounts only: the permission keys it demands, no provider role
 * (staff do this work otherwise, or belong to no relation), and `allowed` of the caller besides.
 */
export const customersOnly = (
  permissions: readonly PermissionKey[] = [],
  allowed: (caller: Caller) => boolean = () => true,
) => ({
  config: { permissions },
  preValidation: async (request: FastifyRequest) => {
    const caller = callerOf(request);
    if (isProviderRole(caller.role) || !allowed(caller)) throw noAccess();
  },
});

/**
 * Route options of every maintenance call: Maintenance.Inspect, held by a provider role. A customer account
 * granted the permission by an override still gets 403: inspections are the provider's work.
 */
export const inspectors = staffOnly(['Maintenance.Inspect']);
