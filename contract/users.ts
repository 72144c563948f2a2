import { z } from 'zod/mini';
import { languageSchema, userStatusSchema } from './identity';
import { idSchema, listQuerySchema, pageSchema } from './paging';
import { permissionById, permissionKeys } from './permissions';
import { roleNameSchema, roleNumberSchema } from './roles';
import { emailSchema, messages } from './validation';

/** How long an invitation's activation link works: the invite dialog and the mail both say it. */
export const INVITATION_VALID_DAYS = 14;

/**
 * The users-and-roles calls of spec section 7. A role travels as its name and, where the spec asks for it
 * (`NewRole`, the role of an invitation), as its number from `roles` in contract/roles.ts. Permissions of one
 * user travel as the numeric ids of contract/permissions.ts.
 */

export const userIdSchema = z.uuid({ error: 'must be a user id' });

/** {id}: a relation's `pK_PT_RELATION`. */
export const relationUsersParamsSchema = z.object({ id: idSchema('id') });

/** ?locationId: only the users who may see that delivery address (the relation settings of one building). */
export const relationUsersQuerySchema = z.object({ locationId: z.optional(idSchema('locationId')) });

const accountFields = {
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  function: z.string(),
  role: roleNameSchema,
  roleNumber: z.number().check(z.int()),
  status: userStatusSchema,
  language: languageSchema,
  /** ISO 8601: when the account was made by an invitation. */
  invitedAt: z.string(),
  activatedAt: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
  /**
   * What an administrator may change of the account (role, status, permission overrides) as one token: sent back
   * with a change, a token that no longer matches answers 409 instead of overwriting someone else's change.
   */
  version: z.string(),
};

/** The `version` a change was made against; left out, the change is made whatever happened meanwhile. */
export const userVersionSchema = z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/, messages.invalid)));

/**
 * One user of a relation (GET api/users/{id}). `locations` are the delivery addresses of this relation the user
 * is limited to; empty means every location of the relation.
 */
export const relationUserSchema = z.object({
  ...accountFields,
  isManager: z.boolean(),
  locations: z.array(
    z.object({ pK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()), name: z.string() }),
  ),
});
export type RelationUser = z.infer<typeof relationUserSchema>;
export const relationUsersResponseSchema = z.array(relationUserSchema);

/** One user in the all-users lists, with the relations they belong to. */
export const directoryUserSchema = z.object({
  ...accountFields,
  relations: z.array(
    z.object({ pK_PT_RELATION: z.number().check(z.int()), name: z.string(), isManager: z.boolean() }),
  ),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const userSorts = ['name', 'email', 'invitedAt'] as const;
/**
 * The all-users lists (`Users.ViewAll`): GET /api/allusers (everyone), GET api/nonDbsUsers and api/nonDbsUsers/{id} (everyone but
 * provider staff; {id} narrows to one relation) and GET api/dbsusers (provider staff only). `q` searches name
 * and email; `status=active` gives the activated accounts only.
 */
export const userListQuerySchema = z.extend(listQuerySchema(userSorts, { sort: 'name', direction: 'asc' }), {
  status: z.optional(userStatusSchema),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const nonDbsUsersParamsSchema = z.object({ id: z.optional(idSchema('id')) });
export const userListResponseSchema = pageSchema(directoryUserSchema);

/** GET /api/users/{id}/permissions, {id} a user's id. */
export const userPermissionsParamsSchema = z.object({ id: userIdSchema });
export const permissionIdSchema = z.number().check(
  z.int(),
  z.refine((id) => permissionById(id) !== undefined, {
    message: `One of 1 to ${permissionKeys.length}`,
  }),
);
/**
 * A user's permissions as ids: what their role gives, their own overrides on top, the outcome, and which ids
 * the caller may change for this user (the others are shown but locked).
 */
export const userPermissionsSchema = z.object({
  userId: z.string(),
  role: roleNameSchema,
  roleNumber: z.number().check(z.int()),
  permissionIds: z.array(z.number().check(z.int())),
  rolePermissionIds: z.array(z.number().check(z.int())),
  overrides: z.array(z.object({ permissionId: z.number().check(z.int()), granted: z.boolean() })),
  assignablePermissionIds: z.array(z.number().check(z.int())),
  version: z.string(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** POST /api/user/changePermission: the user's permissions become exactly `newPermissionIds`. */
export const changePermissionSchema = z.object({
  userId: userIdSchema,
  newPermissionIds: z.array(permissionIdSchema).check(
    z.maxLength(permissionKeys.length),
    z.refine((ids) => new Set(ids).size === ids.length, messages.invalid),
  ),
  version: userVersionSchema,
});

/**
 * POST api/users/{id}/add: invites `email` to relation {id} with the role of number `role`. An address that has
 * an account already adds that account to the relation, if the caller manages that account already (a user of
 * another of their relations; anyone for a provider admin); it gets the chosen role when the caller may change
 * its role everywhere (docs/decisions/005), and keeps its own otherwise. The mail: an invitation in `language`,
 * or for an active account a note in its own language that it now has access to this customer. `inviteLink` is the
 * activation link for the admin to copy, null when the account was active already and needs no activation.
 * `outcome` says whether an account was made (`invited`) or one that existed was added (`added`), and
 * `roleChanged` whether that account's role became the chosen one.
 */
export const inviteSchema = z.object({
  email: emailSchema,
  role: roleNumberSchema,
  language: z._default(languageSchema, 'nl'),
});
export type Invite = z.output<typeof inviteSchema>;
export const inviteResponseSchema = z.extend(relationUserSchema, {
  inviteLink: z.nullable(z.string()),
  outcome: z.enum(['invited', 'added']),
  roleChanged: z.boolean(),
});

/** POST api/users/{id}/{x}/delete deactivates user {x} of relation {id}; a body `id`, when sent, must be {x}. */
export const deactivateParamsSchema = z.object({ id: idSchema('id'), x: userIdSchema });
export const deactivateBodySchema = z._default(z.object({ id: z.optional(userIdSchema) }), {});

/** POST api/users/{id}/reactivate {id}: {id} in the path the relation, `id` in the body the user. */
export const reactivateSchema = z.object({ id: userIdSchema });

/** POST /api/users/resend: a fresh activation link (the previous one stops working), mailed again. */
export const resendSchema = z.object({ email: emailSchema });
export const resendResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  inviteLink: z.string(),
});

/** GET /api/roles: the roles the caller may give, most powerful first. */
export const roleOptionSchema = z.object({
  name: roleNameSchema,
  number: z.number().check(z.int()),
  isProviderRole: z.boolean(),
});
export const rolesResponseSchema = z.array(roleOptionSchema);

/** POST /api/user/changeRole */
export const changeRoleSchema = z.object({
  UserId: userIdSchema,
  NewRole: roleNumberSchema,
  version: userVersionSchema,
});
export const changeRoleResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleNameSchema,
  roleNumber: z.number().check(z.int()),
});

/** POST /api/users/{id}/manager: names a user of relation {id} as one of its managers, or stops doing so. */
export const managerSchema = z.object({ userId: userIdSchema, isManager: z.boolean() });

/**
 * POST /api/users/addToLocation/{id}: gives these users access to delivery address {id}. A user who sees every
 * location of its relation already is left as is; a user of another relation joins the relation limited to
 * this location. `copied`: the users who got access by this call.
 */
export const addToLocationParamsSchema = z.object({ id: idSchema('id') });
export const addToLocationSchema = z.object({
  userIds: z.array(userIdSchema).check(
    z.minLength(1, 'users.copyChooseUsers'),
    z.maxLength(100, messages.invalid),
    z.refine((ids) => new Set(ids).size === ids.length, messages.invalid),
  ),
});

/** The copy form of the users screens: the location chosen (the call's path) and the users (its body). */
export const copyToLocationSchema = z.extend(addToLocationSchema, {
  locationId: z
    .number({ error: 'users.copyChooseTarget' })
    .check(z.int(), z.positive('users.copyChooseTarget')),
});
export const addToLocationResponseSchema = z.object({ copied: z.array(z.string()) });

/**
 * POST /api/users/removeFromLocation/{id}: user `userId` no longer sees delivery address {id}; their other
 * locations of the relation stay. The user's only location of the relation cannot be taken this way (remove the
 * user from the relation instead). Answers the user as the relation now has them.
 */
export const removeFromLocationSchema = z.object({ userId: userIdSchema });

/** POST /api/users/{id}/{x}/remove: user {x} no longer belongs to relation {id}, nor to any of its locations. */
export const removedFromRelationSchema = z.object({
  userId: z.string(),
  pK_PT_RELATION: z.number().check(z.int()),
});

/**
 * The provider's own staff, for the provider's administrators (`Users.InviteDBS`): POST /api/dbsusers/add invites
 * with a provider role (an address that has an account already is refused); POST /api/dbsusers/{id}/deactivate
 * and /reactivate block and unblock an employee. Role changes go through POST /api/user/changeRole.
 */
export const staffParamsSchema = z.object({ id: userIdSchema });
export const staffInviteResponseSchema = z.extend(directoryUserSchema, { inviteLink: z.string() });
