import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isProviderRole, roles } from '../../contract/roles';
import {
  changePermissionSchema,
  changeRoleResponseSchema,
  changeRoleSchema,
  rolesResponseSchema,
  userPermissionsParamsSchema,
  userPermissionsSchema,
} from '../../contract/users';
import { callerOf } from '../access/authenticate';
import { userAdministration } from '../users/guard';
import { changePermissions, changeRole, permissionsOfUser } from '../users/roles';
import { assignableRoles } from '../users/rules';

/** Roles and per-user permissions: what a caller may give, and giving it. */
export async function roleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/roles',
    { config: { permissions: [] }, schema: { response: { 200: rolesResponseSchema } } },
    async (request) =>
      assignableRoles(callerOf(request)).map((name) => ({
        name,
        number: roles[name],
        isProviderRole: isProviderRole(name),
      })),
  );

  app.post(
    '/api/user/changeRole',
    {
      ...userAdministration,
      schema: { body: changeRoleSchema, response: { 200: changeRoleResponseSchema } },
    },
    async (request) =>
      changeRole(app.db, callerOf(request), request.body.UserId, request.body.NewRole, request.body.version),
  );

  app.get(
    '/api/users/:id/permissions',
    {
      ...userAdministration,
      schema: { params: userPermissionsParamsSchema, response: { 200: userPermissionsSchema } },
    },
    async (request) => permissionsOfUser(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/user/changePermission',
    {
      ...userAdministration,
      schema: { body: changePermissionSchema, response: { 200: userPermissionsSchema } },
    },
    async (request) =>
      changePermissions(
        app.db,
        callerOf(request),
        request.body.userId,
        request.body.newPermissionIds,
        request.body.version,
      ),
  );
}
