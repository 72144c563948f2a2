import type { TokenResponse } from '../../../contract/identity';
import { profile, relations } from '../../../src/machines/models/samples';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const errorBody = (status: number, code: string, message: string) => ({
  StatusCode: status,
  Message: message,
  Code: code,
});

/** A response takes a few turns of the event loop, as a real one would, so concurrent requests overlap. */
const networkTurns = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

export interface RecordedRequest {
  method: string;
  path: string;
  token: string | null;
  status: number;
}

/**
 * The identity calls and a few data calls of the server, in memory, behind a `fetch`: access tokens that
 * can be expired on command, rotating refresh tokens, and a refresh that can be held, refused or empty.
 */
export function createFakePortal() {
  let issued = 0;
  const validAccess = new Set<string>();
  const expiredAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  let refreshGate: Promise<void> | null = null;

  const portal = {
    requests: [] as RecordedRequest[],
    refreshCalls: 0,
    logoutCalls: 0,
    /** How the refresh answers: a new login, 401, or 200 without a body. */
    refreshAnswer: 'renew' as 'renew' | 'refuse' | 'empty',
    password: 'Geheim1!',
    /** The language the signed-in user's profile names. */
    language: profile.language,
    logoutFails: false,
    /** Every request fails without an answer, as when the network is down. */
    offline: false,
    /** Paths that answer "token expired" to every token, as if the server's clock ran far ahead. */
    alwaysExpired: new Set<string>(),

    issue(): TokenResponse {
      issued += 1;
      const login = {
        accessToken: `access-${issued}`,
        refreshToken: `refresh-${issued}`,
        refreshTokenExpires: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
      };
      validAccess.add(login.accessToken);
      liveRefresh.add(login.refreshToken);
      return login;
    },
    expireAccessTokens() {
      for (const token of validAccess) expiredAccess.add(token);
      validAccess.clear();
    },
    /** The account is deactivated: every access token is refused from now on, as is every refresh token. */
    revokeLogins() {
      validAccess.clear();
      expiredAccess.clear();
      liveRefresh.clear();
    },
    /** Refresh calls wait until the returned function is called. */
    holdRefresh(): () => void {
      let release = () => {};
      refreshGate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        refreshGate = null;
        release();
      };
    },
    calls: (path: string) => portal.requests.filter((r) => r.path === path),

    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = new Headers(init?.headers);
      const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      await networkTurns();
      if (portal.offline) throw new TypeError('fetch failed');
      const response = await answer(method, url.pathname, token, body);
      portal.requests.push({ method, path: url.pathname, token, status: response.status });
      return response;
    }) as typeof globalThis.fetch,
  };

  function authenticate(token: string | null): Response | null {
    if (token && validAccess.has(token)) return null;
    if (token && expiredAccess.has(token)) {
      return json(401, errorBody(401, 'tokenExpired', 'Sessie verlopen'), { 'token-expired': 'true' });
    }
    return json(401, errorBody(401, 'unauthorized', 'Niet ingelogd'));
  }

  async function answer(method: string, path: string, token: string | null, body: Record<string, unknown>) {
    const route = `${method} ${path}`;
    if (route === 'POST /Identity/Login') {
      if (body.email !== profile.email || body.password !== portal.password || body.rememberMe !== false) {
        return json(400, errorBody(400, 'invalidCredentials', 'E-mail of wachtwoord onjuist'));
      }
      return json(200, portal.issue());
    }
    if (route === 'POST /Identity/Login/refresh-token') {
      portal.refreshCalls += 1;
      if (refreshGate) await refreshGate;
      if (portal.refreshAnswer === 'empty') return json(200, undefined);
      if (portal.refreshAnswer === 'refuse' || !liveRefresh.delete(String(body.refreshToken))) {
        return json(401, errorBody(401, 'invalidRefreshToken', 'Sessie ongeldig, log opnieuw in'));
      }
      return json(200, portal.issue());
    }
    if (portal.alwaysExpired.has(path)) {
      return json(401, errorBody(401, 'tokenExpired', 'Sessie verlopen'), { 'token-expired': 'true' });
    }
    const refused = authenticate(token);
    if (refused) return refused;
    if (route === 'POST /Identity/Logout') {
      portal.logoutCalls += 1;
      if (portal.logoutFails)
        return json(500, errorBody(500, 'serverError', 'Er ging iets mis op de server'));
      liveRefresh.delete(String(body.refreshToken));
      return json(200, { ok: true });
    }
    if (route === 'GET /Identity/Profile') return json(200, { ...profile, language: portal.language });
    if (route === 'POST /Identity/ChangeLanguage') {
      portal.language = body.Language as typeof portal.language;
      return json(200, { ...profile, language: portal.language });
    }
    if (route === 'GET /api/myRelations') return json(200, relations);
    if (method === 'GET' && path.startsWith('/api/orders/'))
      return json(200, { order: path.split('/').pop() });
    return json(404, errorBody(404, 'notFound', 'Niet gevonden'));
  }

  return portal;
}

export type FakePortal = ReturnType<typeof createFakePortal>;
