import type { z } from 'zod/mini';
import type { userSorts } from '../../contract/users';
import {
  addToLocationResponseSchema,
  addToLocationSchema,
  changePermissionSchema,
  changeRoleResponseSchema,
  changeRoleSchema,
  directoryUserSchema,
  inviteResponseSchema,
  inviteSchema,
  managerSchema,
  reactivateSchema,
  relationUserSchema,
  relationUsersResponseSchema,
  removedFromRelationSchema,
  removeFromLocationSchema,
  resendResponseSchema,
  resendSchema,
  rolesResponseSchema,
  staffInviteResponseSchema,
  userListResponseSchema,
  userPermissionsSchema,
} from '../../contract/users';
import { type HttpClient, http } from './http';
import { valid } from './identity';
import { getCall, pagedCall } from './portal-data/call';
import type { ListQuery } from './portal-data/list-query';

export type UserSort = (typeof userSorts)[number];
export type UserStatus = 'invited' | 'active' | 'deactivated';
export type UserListQuery = ListQuery<UserSort> & { status?: UserStatus };

/** The three lists of the all-users screen (spec section 2). */
export type UserDirectory = 'all' | 'customers' | 'activated';

/** GET /api/users/{relationId}: the users of a relation; with a location, those who may see it. */
export const relationUsers = (relationId: number, locationId?: number) =>
  getCall(`/api/users/${relationId}`, relationUsersResponseSchema, { locationId });

/**
 * One page of an all-users list: everyone (GET /api/allusers), everyone but provider staff
 * (GET /api/nonDbsUsers) or the activated accounts only.
 */
export function userDirectory(directory: UserDirectory, query: UserListQuery) {
  const { status, ...paging } = query;
  if (directory === 'customers')
    return pagedCall('/api/nonDbsUsers', userListResponseSchema, { status }, paging);
  const shown = directory === 'activated' ? 'active' : status;
  return pagedCall('/api/allusers', userListResponseSchema, { status: shown }, paging);
}

/** GET /api/roles: the roles the caller may give, most powerful first. */
export const assignableRoles = () => getCall('/api/roles', rolesResponseSchema);

/** GET /api/users/{userId}/permissions */
export const userPermissions = (userId: string) =>
  getCall(`/api/users/${userId}/permissions`, userPermissionsSchema);

/**
 * Where users, their roles, permissions and relations are read: what every change to a user makes stale
 * (the lists of a relation or location, a user's permissions, the all-users lists).
 */
export const USER_DATA = ['/api/users', '/api/allusers', '/api/nonDbsUsers'] as const;

export type InviteInput = z.input<typeof inviteSchema>;

export function createUserAdministration(client: HttpClient) {
  const post = <S extends z.ZodMiniType>(url: string, body: Record<string, unknown>, schema: S) =>
    client.request(url, { method: 'POST', body, schema });

  return {
    /** POST api/users/{relationId}/add: the user as the relation now has them, and the link to copy. */
    inviteUser: (relationId: number, input: InviteInput) =>
      post(`/api/users/${relationId}/add`, valid(inviteSchema, input), inviteResponseSchema),
    /** POST /api/users/resend: a fresh activation link, mailed again; the older link stops working. */
    resendInvitation: (email: string) =>
      post('/api/users/resend', valid(resendSchema, { email }), resendResponseSchema),
    /** POST api/users/{relationId}/{userId}/delete: deactivates the account and ends its sessions. */
    deactivateUser: (relationId: number, userId: string) =>
      post(`/api/users/${relationId}/${userId}/delete`, { id: userId }, relationUserSchema),
    /** POST api/users/{relationId}/reactivate */
    reactivateUser: (relationId: number, userId: string) =>
      post(
        `/api/users/${relationId}/reactivate`,
        valid(reactivateSchema, { id: userId }),
        relationUserSchema,
      ),
    /** POST /api/user/changeRole with the role as its number. */
    changeRole: (input: z.input<typeof changeRoleSchema>) =>
      post('/api/user/changeRole', valid(changeRoleSchema, input), changeRoleResponseSchema),
    /** POST /api/user/changePermission: the user's permissions become exactly these ids. */
    changePermissions: (input: z.input<typeof changePermissionSchema>) =>
      post('/api/user/changePermission', valid(changePermissionSchema, input), userPermissionsSchema),
    /** POST /api/users/{relationId}/manager */
    setManager: (relationId: number, input: z.input<typeof managerSchema>) =>
      post(`/api/users/${relationId}/manager`, valid(managerSchema, input), relationUserSchema),
    /** POST /api/users/addToLocation/{locationId}: `copied` names the users who got access by it. */
    addToLocation: (locationId: number, userIds: string[]) =>
      post(
        `/api/users/addToLocation/${locationId}`,
        valid(addToLocationSchema, { userIds }),
        addToLocationResponseSchema,
      ),
    /** POST /api/users/removeFromLocation/{locationId}: the user no longer sees that location. */
    removeFromLocation: (locationId: number, userId: string) =>
      post(
        `/api/users/removeFromLocation/${locationId}`,
        valid(removeFromLocationSchema, { userId }),
        relationUserSchema,
      ),
    /** POST /api/users/{relationId}/{userId}/remove: the user no longer belongs to the relation. */
    removeFromRelation: (relationId: number, userId: string) =>
      post(`/api/users/${relationId}/${userId}/remove`, {}, removedFromRelationSchema),
    /** POST /api/dbsusers/add: invites an employee of the provider. */
    inviteStaff: (input: InviteInput) =>
      post('/api/dbsusers/add', valid(inviteSchema, input), staffInviteResponseSchema),
    /** POST /api/dbsusers/{userId}/deactivate: blocks an employee of the provider and ends their sessions. */
    deactivateStaff: (userId: string) => post(`/api/dbsusers/${userId}/deactivate`, {}, directoryUserSchema),
    /** POST /api/dbsusers/{userId}/reactivate */
    reactivateStaff: (userId: string) => post(`/api/dbsusers/${userId}/reactivate`, {}, directoryUserSchema),
  };
}

export const {
  inviteUser,
  resendInvitation,
  deactivateUser,
  reactivateUser,
  changeRole,
  changePermissions,
  setManager,
  addToLocation,
  removeFromLocation,
  removeFromRelation,
  inviteStaff,
  deactivateStaff,
  reactivateStaff,
} = createUserAdministration(http);
