import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Profile } from '../../../contract/identity';
import type { Relation } from '../../../contract/relations';
import { type RoleName, rolePermissions, roles } from '../../../contract/roles';
import type { RelationUser } from '../../../contract/users';
import { clearResources } from '../../../src/services/resource';
import { AppRoutes } from '../../../src/views/routes';
import { Toasts } from '../../../src/views/ui/Toasts';
import { profile, renderWithApp, testActors } from '../support';

// Unmount first: a mounted screen would load again, from the real network, when the cache is cleared.
afterEach(() => {
  cleanup();
  clearResources();
  vi.unstubAllGlobals();
});

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a body with 200, or a status and body. */
export type Answer = unknown | { status: number; body: unknown };
export type Handler = (request: Request) => Answer;

export const refusal = (code: string, message = code) => ({
  status: 400,
  body: { StatusCode: 400, Message: message, Code: code },
});

const isReply = (answer: Answer): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/**
 * The users API behind the app's one HTTP client: handlers by 'METHOD /path'. Every request is recorded with
 * its body, so a test can say what was sent; an unknown route answers 404.
 */
export function fakeUsersApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { StatusCode: 404, Message: 'Not found', Code: 'notFound' } };
    const reply = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    requests,
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export const jansen: Relation = {
  pK_PT_RELATION: 3,
  name: 'Bouwbedrijf Jansen',
  deliveryAdresses: [
    { pK_PT_RELATIONDELIVERYADDRESS: 301, fK_PT_RELATION: 3, name: 'Kantoor' },
    { pK_PT_RELATIONDELIVERYADDRESS: 302, fK_PT_RELATION: 3, name: 'Werf' },
  ],
};

export const ids = {
  admin: '00000000-0000-4000-8000-000000000001',
  anna: '00000000-0000-4000-8000-000000000002',
  lotte: '00000000-0000-4000-8000-000000000003',
  kees: '00000000-0000-4000-8000-000000000004',
};

export function account(role: RoleName, extra: Partial<Profile> = {}): Profile {
  return { ...profile([...rolePermissions[role]]), role, id: ids.admin, ...extra };
}

export function relationUser(
  extra: Partial<RelationUser> & Pick<RelationUser, 'id' | 'email'>,
): RelationUser {
  const role = extra.role ?? 'companyuser';
  return {
    name: '',
    phoneNumber: '',
    function: '',
    role,
    roleNumber: roles[role],
    status: 'active',
    language: 'nl',
    invitedAt: '2026-03-01T09:00:00.000Z',
    activatedAt: '2026-03-02T09:00:00.000Z',
    deactivatedAt: null,
    version: 'a'.repeat(32),
    isManager: false,
    locations: [],
    ...extra,
  };
}

/** The users of Bouwbedrijf Jansen: the admin who is signed in, an active user, an invited one, a blocked one. */
export const jansenUsers = (): RelationUser[] => [
  relationUser({
    id: ids.admin,
    email: 'anna@klant.example',
    name: 'Anna de Vries',
    role: 'companyadmin',
    isManager: true,
  }),
  relationUser({
    id: ids.anna,
    email: 'piet@klant.example',
    name: 'Piet Bakker',
    locations: [{ pK_PT_RELATIONDELIVERYADDRESS: 302, name: 'Werf' }],
  }),
  relationUser({ id: ids.lotte, email: 'lotte@klant.example', status: 'invited', activatedAt: null }),
  relationUser({
    id: ids.kees,
    email: 'kees@klant.example',
    name: 'Kees Smit',
    status: 'deactivated',
    deactivatedAt: '2026-05-01T09:00:00.000Z',
  }),
];

export const assignable = [
  { name: 'companyadmin', number: 4, isProviderRole: false },
  { name: 'companyuser', number: 5, isProviderRole: false },
  { name: 'readonlyuser', number: 6, isProviderRole: false },
];

/** The whole app with its toasts, signed in as `user` with Bouwbedrijf Jansen. */
export function openApp(
  at: string,
  user: Profile = account('companyadmin'),
  relations: Relation[] = [jansen],
) {
  return renderWithApp(
    <>
      <AppRoutes />
      <Toasts />
    </>,
    { actors: testActors({ user, relations }), at },
  );
}
