import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import {
  addToLocationParamsSchema,
  addToLocationResponseSchema,
  addToLocationSchema,
  deactivateBodySchema,
  deactivateParamsSchema,
  directoryUserSchema,
  inviteResponseSchema,
  inviteSchema,
  managerSchema,
  nonDbsUsersParamsSchema,
  reactivateSchema,
  relationUserSchema,
  relationUsersParamsSchema,
  relationUsersQuerySchema,
  relationUsersResponseSchema,
  removedFromRelationSchema,
  removeFromLocationSchema,
  resendResponseSchema,
  resendSchema,
  staffInviteResponseSchema,
  staffParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../contract/users';
import { callerOf } from '../access/authenticate';
import { readersOf } from '../access/readers-of';
import { badRequest, notFound } from '../errors';
import { exportOptions, sendExport } from '../exports/send';
import { ensureRelationAdministered } from '../users/administered';
import { staffAdministration, userAdministration } from '../users/guard';
import { inviteStaff, inviteToRelation, resendInvitation } from '../users/invitations';
import {
  addToLocation,
  deactivate,
  reactivate,
  removeFromLocation,
  removeFromRelation,
  setManager,
  setStaffStatus,
} from '../users/membership';
import { directoryExport, directoryPage, isLocationOfRelation, relationUsersOf } from '../users/queries';

/** The users calls of spec section 7: who belongs to a relation, the all-users lists, and the account actions. */
export async function userRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const allUsers = { config: { permissions: ['Users.ViewAll'] as const } };

  app.get(
    '/api/users/:id',
    {
      ...readersOf('users'),
      schema: {
        params: relationUsersParamsSchema,
        querystring: relationUsersQuerySchema,
        response: { 200: relationUsersResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { locationId } = request.query;
      await ensureRelationAdministered(app.db, callerOf(request), id);
      if (locationId && !(await isLocationOfRelation(app.db, id, locationId))) throw notFound();
      return relationUsersOf(app.db, id, { locationId });
    },
  );

  app.get(
    '/api/allusers',
    { ...allUsers, schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
    async (request) => directoryPage(app.db, request.query, { staff: 'include' }),
  );

  // Everyone but provider staff; with {id}, of that relation only. Two routes, so each has one plain path.
  for (const path of ['/api/nonDbsUsers', '/api/nonDbsUsers/:id']) {
    app.get(
      path,
      {
        ...allUsers,
        schema: {
          params: nonDbsUsersParamsSchema,
          querystring: userListQuerySchema,
          response: { 200: userListResponseSchema },
        },
      },
      async (request) =>
        directoryPage(app.db, request.query, { staff: 'exclude', relationId: request.params.id }),
    );
  }

  app.get(
    '/api/dbsusers',
    { ...allUsers, schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
    async (request) => directoryPage(app.db, request.query, { staff: 'only' }),
  );

  // The all-users lists as files: the same users, filter, search and order, for the same readers.
  const exporting = exportOptions(allUsers);
  const directoryQuery = exportQuerySchema(userListQuerySchema);
  app.get(
    exportPathOf('/api/allusers'),
    { ...exporting, schema: { querystring: directoryQuery } },
    async (request, reply) =>
      sendExport(
        request,
        reply,
        request.query.format,
        directoryExport(app.db, request.query, { staff: 'include' }),
      ),
  );
  for (const path of ['/api/nonDbsUsers', '/api/nonDbsUsers/:id']) {
    app.get(
      exportPathOf(path),
      { ...exporting, schema: { params: nonDbsUsersParamsSchema, querystring: directoryQuery } },
      async (request, reply) =>
        sendExport(
          request,
          reply,
          request.query.format,
          directoryExport(app.db, request.query, { staff: 'exclude', relationId: request.params.id }),
        ),
    );
  }
  app.get(
    exportPathOf('/api/dbsusers'),
    { ...exporting, schema: { querystring: directoryQuery } },
    async (request, reply) =>
      sendExport(
        request,
        reply,
        request.query.format,
        directoryExport(app.db, request.query, { staff: 'only' }),
      ),
  );

  app.post(
    '/api/users/:id/add',
    {
      ...userAdministration,
      schema: {
        params: relationUsersParamsSchema,
        body: inviteSchema,
        response: { 200: inviteResponseSchema },
      },
    },
    async (request) => inviteToRelation(app, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/users/resend',
    { ...userAdministration, schema: { body: resendSchema, response: { 200: resendResponseSchema } } },
    async (request) => resendInvitation(app, callerOf(request), request.body.email),
  );

  app.post(
    '/api/users/:id/:x/delete',
    {
      ...userAdministration,
      // Fastify gives a request without a body `null`; the body is optional, so that is an empty one.
      preValidation: [
        userAdministration.preValidation,
        async (request: FastifyRequest) => {
          request.body ??= {};
        },
      ],
      schema: {
        params: deactivateParamsSchema,
        body: deactivateBodySchema,
        response: { 200: relationUserSchema },
      },
    },
    async (request) => {
      const { id, x } = request.params;
      if (request.body.id !== undefined && request.body.id !== x) throw badRequest('invalidInput');
      return deactivate(app.db, callerOf(request), id, x);
    },
  );

  app.post(
    '/api/users/:id/reactivate',
    {
      ...userAdministration,
      schema: {
        params: relationUsersParamsSchema,
        body: reactivateSchema,
        response: { 200: relationUserSchema },
      },
    },
    async (request) => reactivate(app.db, callerOf(request), request.params.id, request.body.id),
  );

  app.post(
    '/api/users/:id/manager',
    {
      ...userAdministration,
      schema: {
        params: relationUsersParamsSchema,
        body: managerSchema,
        response: { 200: relationUserSchema },
      },
    },
    async (request) =>
      setManager(app.db, callerOf(request), request.params.id, request.body.userId, request.body.isManager),
  );

  app.post(
    '/api/users/addToLocation/:id',
    {
      ...userAdministration,
      schema: {
        params: addToLocationParamsSchema,
        body: addToLocationSchema,
        response: { 200: addToLocationResponseSchema },
      },
    },
    async (request) => addToLocation(app.db, callerOf(request), request.params.id, request.body.userIds),
  );

  app.post(
    '/api/users/removeFromLocation/:id',
    {
      ...userAdministration,
      schema: {
        params: addToLocationParamsSchema,
        body: removeFromLocationSchema,
        response: { 200: relationUserSchema },
      },
    },
    async (request) => removeFromLocation(app.db, callerOf(request), request.params.id, request.body.userId),
  );

  app.post(
    '/api/users/:id/:x/remove',
    {
      ...userAdministration,
      schema: { params: deactivateParamsSchema, response: { 200: removedFromRelationSchema } },
    },
    async (request) => removeFromRelation(app.db, callerOf(request), request.params.id, request.params.x),
  );

  app.post(
    '/api/dbsusers/add',
    { ...staffAdministration, schema: { body: inviteSchema, response: { 200: staffInviteResponseSchema } } },
    async (request) => inviteStaff(app, callerOf(request), request.body),
  );

  for (const [action, status] of [
    ['deactivate', 'deactivated'],
    ['reactivate', 'active'],
  ] as const) {
    app.post(
      `/api/dbsusers/:id/${action}`,
      {
        ...staffAdministration,
        schema: { params: staffParamsSchema, response: { 200: directoryUserSchema } },
      },
      async (request) => setStaffStatus(app.db, callerOf(request), request.params.id, status),
    );
  }
}
