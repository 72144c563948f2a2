import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../contract/permissions';
import { callerOf } from '../access/authenticate';
import { staffOnly } from '../access/route-guards';
import { noAccess } from '../errors';
import { administersUsers } from './rules';

/**
 * Route options of a call that manages users: a signed-in caller who administers users at all (see
 * `administersUsers`). Whose users they may touch is the scope's question, answered per call. Checked before
 * validation, so a caller without access hears 403 even for a malformed body.
 */
export const userAdministration = {
  config: { permissions: [] as readonly PermissionKey[] },
  preValidation: async (request: FastifyRequest) => {
    if (!administersUsers(callerOf(request))) throw noAccess();
  },
};

/**
 * Route options of a call that manages the provider's own staff: `Users.InviteDBS`, held by the provider's
 * administrators, and a provider role besides, so no override could ever let a customer's account in.
 */
export const staffAdministration = staffOnly(['Users.InviteDBS']);
