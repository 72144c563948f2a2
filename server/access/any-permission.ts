import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../contract/permissions';
import { noAccess } from '../errors';
import { callerOf } from './authenticate';

/**
 * Route options for a call that a customer reaches with an `Own`/`View` permission and provider staff with the
 * matching `ViewAll`: a signed-in caller holding at least one of `keys`. What each may see is then decided by
 * the scope in SQL, not by which of the keys matched. Spread into the route's options.
 */
export function anyPermission(...keys: [PermissionKey, ...PermissionKey[]]) {
  return {
    config: { permissions: [] as readonly PermissionKey[] },
    // A route's own preValidation runs after the global one that loads the caller, and before validation,
    // so a caller without access hears 403 even for malformed parameters.
    preValidation: async (request: FastifyRequest) => {
      const held = callerOf(request).permissions;
      if (!keys.some((key) => held.has(key))) throw noAccess();
    },
  };
}
