import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionKey } from '../../contract/permissions';
import type { RoleName } from '../../contract/roles';
import type { Database, Db } from '../db/database';
import { refreshTokens, userPermissions, users } from '../db/schema';
import { HttpError, noAccess } from '../errors';
import { type AccessClaims, AccessTokenExpired } from '../identity/access-token';
import { CallerCache } from './caller-cache';
import { effectivePermissions, type PermissionOverride } from './permissions';
import { memberAddressIds, memberRelationIds } from './scope';
import { verifiedTokens } from './verified-tokens';

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

interface CallerRead {
  value: Caller;
  sessionUntil: number;
}

/**
 * The caller as the database holds them now: the user with their permission overrides and memberships, and
 * whether the token's session lives. One query, since it runs on every request (a prepared statement on
 * PostgreSQL, `db/database.ts`).
 */
async function readCaller(db: Db, claims: AccessClaims): Promise<CallerRead | undefined> {
  const [user] = await db
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
      // it expires. Null when no refresh token of the session lives; else when the last one expires (ms).
      sessionUntil: sql<number | null>`(${db
        .select({ until: sql`extract(epoch from max(${refreshTokens.expiresAt})) * 1000` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, claims.familyId),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )})::float8`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (user?.status !== 'active' || user.sessionUntil === null) return undefined;
  const role = user.role as RoleName;
  return {
    value: {
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
    },
    sessionUntil: Number(user.sessionUntil),
  };
}

export interface AuthenticateOptions {
  /** Where changes to users and sessions are told, if this process hears of every one in time (PGlite). */
  onAccessChange?: Database['onAccessChange'];
}

/**
 * The caller is read from the database on every request, not from the token: a deactivated user or a
 * changed permission takes effect on the very next request. With PGlite the read is kept until the access
 * triggers report a change, which they do before the changing statement returns (`caller-cache.ts`).
 */
export const authenticate = fp<AuthenticateOptions>(
  async (app: FastifyInstance, options) => {
    const verify = verifiedTokens(app.config.jwtSecret);
    let cache: CallerCache<Caller> | undefined;
    if (options.onAccessChange) {
      const callers = new CallerCache<Caller>();
      const unsubscribe = await options.onAccessChange(() => callers.clear());
      app.addHook('onClose', async () => {
        await unsubscribe();
      });
      cache = callers;
    }

    async function loadCaller(request: FastifyRequest): Promise<Caller> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) throw unauthorized();
      let claims: AccessClaims;
      try {
        claims = await verify(token);
      } catch (error) {
        if (error instanceof AccessTokenExpired)
          throw new HttpError(401, 'tokenExpired', { 'token-expired': 'true' });
        throw unauthorized();
      }
      const read = () => readCaller(app.db, claims);
      const key = `${claims.userId} ${claims.familyId}`;
      const caller = cache ? (cache.get(key) ?? (await cache.read(key, read))) : (await read())?.value;
      if (!caller) throw unauthorized();
      return caller;
    }

    app.decorateRequest('caller', null);
    // An answer that needs a token is the caller's own: no browser or proxy keeps it, refusals included.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.permissions) reply.header('cache-control', 'no-store');
    });
    // preValidation: after the rate limit (a route-level onRequest hook), before the body is validated.
    app.addHook('preValidation', async (request) => {
      const demanded = request.routeOptions.config?.permissions;
      if (!demanded) return;
      request.caller = await loadCaller(request);
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
