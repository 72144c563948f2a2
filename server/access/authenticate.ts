import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionKey } from '../../contract/permissions';
import type { RoleName } from '../../contract/roles';
import { refreshTokens, userPermissions, users } from '../db/schema';
import { HttpError, noAccess } from '../errors';
import { type AccessClaims, AccessTokenExpired, verifyAccessToken } from '../identity/access-token';
import { effectivePermissions, type PermissionOverride } from './permissions';
import { memberAddressIds, memberRelationIds } from './scope';

export interface Caller {
  id: string;
  email: string;
  pendingEmail: string | null;
  name: string;
  phoneNumber: string;
  function: string;
  role: RoleName;
  language: 'nl' | 'en';
  permissions: Set<PermissionKey>;
  /** The login session (refresh token family) of the access token: a password change keeps this one. */
  familyId: string;
  /** The relations and delivery addresses the caller belongs to, read in the same query (see `scopeOf`). */
  memberships: { relationIds: number[]; addressIds: number[] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permissions a route demands, all of them. An empty list demands a signed-in user only;
     * a route without this option is public.
     */
    permissions?: readonly PermissionKey[];
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const unauthorized = () => new HttpError(401, 'unauthorized');

/**
 * The caller is read from the database on every request, not from the token: a deactivated user or a
 * changed permission takes effect on the very next request.
 */
async function loadCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  let claims: AccessClaims;
  try {
    claims = await verifyAccessToken(app.config.jwtSecret, token);
  } catch (error) {
    if (error instanceof AccessTokenExpired)
      throw new HttpError(401, 'tokenExpired', { 'token-expired': 'true' });
    throw unauthorized();
  }
  // One query, since it runs on every request: the user with their permission overrides and memberships.
  const [user] = await app.db
    .select({
      id: users.id,
      email: users.email,
      pendingEmail: users.pendingEmail,
      name: users.name,
      phoneNumber: users.phoneNumber,
      function: users.function,
      role: users.role,
      status: users.status,
      language: users.language,
      overrides: sql<
        PermissionOverride[]
      >`(select coalesce(json_agg(json_build_object('permission', ${userPermissions.permission}, 'granted', ${userPermissions.granted})), '[]'::json) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
      relationIds: sql<number[]>`array(${memberRelationIds(users.id)})`,
      addressIds: sql<number[]>`array(${memberAddressIds(users.id)})`,
      // The token ends with its session: after logout or a revoked family it is refused at once, not when
      // it expires.
      sessionAlive: sql<boolean>`exists (${app.db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, claims.familyId),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (user?.status !== 'active' || !user.sessionAlive) throw unauthorized();
  const role = user.role as RoleName;
  return {
    id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    name: user.name,
    phoneNumber: user.phoneNumber,
    function: user.function,
    role,
    language: user.language === 'en' ? 'en' : 'nl',
    permissions: effectivePermissions(role, user.overrides),
    familyId: claims.familyId,
    memberships: { relationIds: user.relationIds.map(Number), addressIds: user.addressIds.map(Number) },
  };
}

export const authenticate = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('caller', null);
    // An answer that needs a token is the caller's own: no browser or proxy keeps it, refusals included.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.permissions) reply.header('cache-control', 'no-store');
    });
    // preValidation: after the rate limit (a route-level onRequest hook), before the body is validated.
    app.addHook('preValidation', async (request) => {
      const demanded = request.routeOptions.config?.permissions;
      if (!demanded) return;
      request.caller = await loadCaller(app, request);
      if (!demanded.every((p) => request.caller!.permissions.has(p))) throw noAccess();
    });
  },
  { name: 'authenticate' },
);

/** The signed-in caller of a route that demands permissions. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
