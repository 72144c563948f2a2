import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayRead, type PermissionKey, type Readable } from '../../contract/permissions';
import type { RoleName } from '../../contract/roles';
import type { Database, Db } from '../db/database';
import { refreshTokens, userPermissions, users } from '../db/schema';
import { HttpError, noAccess } from '../errors';
import { type AccessClaims, AccessTokenExpired } from '../identity/access-token';
import { hasSecondFactor, mustUseSecondFactor } from '../identity/second-factor';
import { CallerCache } from './caller-cache';
import { CallerProof, knownCurrent } from './caller-proof';
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
  /** The user's `access_version` this caller was read at. */
  accessVersion: number;
  /** Whether this request has shown the caller to be current, and how a statement can (`caller-proof.ts`). */
  proof: CallerProof;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permissions a route demands, all of them. An empty list demands a signed-in user only;
     * a route without this option is public.
     */
    permissions?: readonly PermissionKey[];
    /** A reading route: a caller holding one of the readers' keys (`readers-of.ts`) besides `permissions`. */
    readers?: Readable;
    /**
     * A GET route that may serve a caller kept by this process before it is shown current: its handler only
     * reads and returns a value, so it can be served again for the caller read afresh (`caller-proof.ts`).
     */
    keptCaller?: boolean;
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

/** A user as a caller is read: the user, their permission overrides and memberships. */
export const callerColumns = {
  id: users.id,
  email: users.email,
  pendingEmail: users.pendingEmail,
  name: users.name,
  phoneNumber: users.phoneNumber,
  function: users.function,
  role: users.role,
  accessVersion: users.accessVersion,
  status: users.status,
  language: users.language,
  overrides: sql<
    PermissionOverride[]
  >`(select coalesce(json_agg(json_build_object('permission', ${userPermissions.permission}, 'granted', ${userPermissions.granted})), '[]'::json) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
  relationIds: sql<number[]>`array(${memberRelationIds(users.id)})`,
  addressIds: sql<number[]>`array(${memberAddressIds(users.id)})`,
};

/**
 * The caller as the database holds them now: the user with their permission overrides and memberships, and
 * whether the token's session lives. One query, since it runs on every request (a prepared statement on
 * PostgreSQL, `db/database.ts`).
 */
async function readCaller(db: Db, claims: AccessClaims): Promise<CallerRead | undefined> {
  const [user] = await db
    .select({
      ...callerColumns,
      // A user who must sign in with a second factor and has none yet (a provider administrator from before it
      // was required, a customer's user whose admin just asked for it) reaches nothing until enrolled.
      secondFactorMissing: sql<boolean>`(${mustUseSecondFactor} and not ${hasSecondFactor})`,
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
  if (user.secondFactorMissing) throw new HttpError(401, 'secondFactorRequired');
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
      accessVersion: Number(user.accessVersion),
      proof: knownCurrent,
    },
    sessionUntil: Number(user.sessionUntil),
  };
}

export interface AuthenticateOptions {
  /** Where changes to users and sessions are told, if this process hears of every one in time (PGlite). */
  onAccessChange?: Database['onAccessChange'];
}

const servesGet = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).every((m) => m === 'GET' || m === 'HEAD');

/**
 * The caller is the user as the database holds them now, not the token's claims: a deactivated user or a
 * changed permission takes effect on the very next request, whichever server process made the change.
 * Callers are kept per process (`caller-cache.ts`). With PGlite the kept caller is current: the access triggers
 * clear the cache before the changing statement returns. With PostgreSQL a kept caller serves only routes marked
 * `keptCaller`, and only once shown current by the route's own statement or by a check of the user's access
 * version before the answer leaves; when the user changed, the route is served again for the caller read afresh
 * (`caller-proof.ts`). Every other route reads the caller afresh, in one query.
 */
export const authenticate = fp<AuthenticateOptions>(
  async (app: FastifyInstance, options) => {
    const verify = verifiedTokens(app.config.jwtSecret);
    const callers = new CallerCache<Caller>();
    const told = options.onAccessChange !== undefined;
    if (options.onAccessChange) {
      const unsubscribe = await options.onAccessChange(() => callers.clear());
      app.addHook('onClose', async () => {
        await unsubscribe();
      });
    }

    async function claimsOf(request: FastifyRequest): Promise<AccessClaims> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) throw unauthorized();
      try {
        return await verify(token);
      } catch (error) {
        if (error instanceof AccessTokenExpired)
          throw new HttpError(401, 'tokenExpired', { 'token-expired': 'true' });
        throw unauthorized();
      }
    }

    const keyOf = (claims: AccessClaims) => `${claims.userId} ${claims.familyId}`;

    async function freshCaller(claims: AccessClaims): Promise<Caller> {
      const caller = await callers.read(keyOf(claims), () => readCaller(app.db, claims));
      if (!caller) throw unauthorized();
      return caller;
    }

    async function loadCaller(request: FastifyRequest): Promise<Caller> {
      const claims = await claimsOf(request);
      const kept = callers.get(keyOf(claims));
      if (kept && told) return kept;
      if (kept && request.routeOptions.config?.keptCaller && servesGet(request.method))
        return { ...kept, proof: new CallerProof(kept) };
      return freshCaller(claims);
    }

    /** Whether the caller holds what the route demands. */
    function mayCall(request: FastifyRequest, caller: Caller): boolean {
      const { permissions = [], readers } = request.routeOptions.config ?? {};
      const held = caller.permissions;
      return permissions.every((p) => held.has(p)) && (!readers || mayRead(readers, (key) => held.has(key)));
    }

    /** The caller read afresh in place of a kept one, refused as any caller would be. */
    async function renewCaller(request: FastifyRequest): Promise<Caller> {
      request.caller = await freshCaller(await claimsOf(request));
      if (!mayCall(request, request.caller)) throw noAccess();
      return request.caller;
    }

    /** Whether the request's caller is current, by its proof or, failing that, by one primary key probe. */
    async function isCurrent(request: FastifyRequest): Promise<boolean> {
      return request.caller ? request.caller.proof.check(app.db) : true;
    }

    app.decorateRequest('caller', null);
    // An answer that needs a token is the caller's own: no browser or proxy keeps it, refusals included.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.permissions) reply.header('cache-control', 'no-store');
    });
    // preValidation: after the rate limit (a route-level onRequest hook), before the body is validated.
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config?.permissions) return;
      request.caller = await loadCaller(request);
      if (mayCall(request, request.caller)) return;
      // A kept caller may lack what was granted since: refused only when the caller read afresh is.
      if (await isCurrent(request)) throw noAccess();
      await renewCaller(request);
    });
    // A route that may serve a kept caller answers only once the caller is shown current; else it is served
    // again for the caller as they are now. Its handler only reads, so serving it twice changes nothing.
    app.addHook('onRoute', (route) => {
      if (told || !route.config?.keptCaller || !servesGet(route.method)) return;
      const handler = route.handler;
      route.handler = async function keptCallerHandler(this: FastifyInstance, request, reply) {
        let answer: unknown;
        try {
          answer = await handler.call(this, request, reply);
        } catch (error) {
          if (await isCurrent(request)) throw error;
          await renewCaller(request);
          return handler.call(this, request, reply);
        }
        if (await isCurrent(request)) return answer;
        await renewCaller(request);
        return handler.call(this, request, reply);
      };
    });
  },
  { name: 'authenticate' },
);

/** The signed-in caller of a route that demands permissions. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
