import type { FastifyRequest } from 'fastify';
import { mayRead, type PermissionKey, type Readable } from '../../contract/permissions';
import { noAccess } from '../errors';
import { callerOf } from './authenticate';

/**
 * Route options for a call that reads one kind of data (`readers` in contract/permissions, which the app
 * uses too): a signed-in caller holding at least one of its keys, a customer's `Own`/`View` or the provider's
 * `ViewAll`. What each may see is then decided by the scope in SQL, not by which of the keys matched.
 * Spread into the route's options.
 */
export function readersOf(what: Readable) {
  return {
    config: { permissions: [] as readonly PermissionKey[] },
    // A route's own preValidation runs after the global one that loads the caller, and before validation,
    // so a caller without access hears 403 even for malformed parameters.
    preValidation: async (request: FastifyRequest) => {
      const held = callerOf(request).permissions;
      if (!mayRead(what, (key) => held.has(key))) throw noAccess();
    },
  };
}
