import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE,
  type ClientErrorReport,
} from '../../contract/client-error-limits';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, type TestApp } from './harness';

/** One line the route wrote to its log: the level's name, what was logged with it, and the message. */
interface Logged {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

const report: ClientErrorReport = {
  kind: 'render',
  message: 'Maximum update depth exceeded',
  stack: 'Error: Maximum update depth exceeded\n    at useFits (index-abc.js:1:2)\n    in Table',
  route: '/buildings/1003/2008/10019/orders/40006',
  build: 'index-abc123.js',
};

/**
 * A failure in the browser (a screen that threw, a promise nobody caught) reaches the server's log (issue 27):
 * a good report is logged with the user it came from, a bad one is refused with a 4xx and never logged, and an
 * address that sends too many is told to wait. The page may be signed out, so the limit is per address.
 */
describe('reports of failures in the browser', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const logged: Logged[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, (app) => {
      // The test app logs nothing; here each request's logger keeps what the routes write with it.
      app.addHook('onRequest', async (request) => {
        const keep =
          (level: string) =>
          (fields: Record<string, unknown>, message = '') =>
            logged.push({ level, fields, message });
        request.log = {
          ...request.log,
          error: keep('error'),
          warn: keep('warn'),
          info: keep('info'),
        } as FastifyBaseLogger;
      });
    });
    await createRelation(t.database.db, 1);
    const user = await createUser(t.database.db, {
      email: 'admin@customer.example',
      role: 'companyadmin',
      relationIds: [1],
    });
    userId = user.id;
    token = (await login(t.app, user.email)).accessToken;
  });
  afterAll(() => t?.close());

  let address = 0;
  /** A report from an address of its own, so the limit of one test does not reach the next. */
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: payload as object,
      headers,
      remoteAddress: remoteAddress ?? `10.0.0.${++address}`,
    });

  it('logs a report from a signed-in page with the user it came from', async () => {
    logged.length = 0;
    const res = await send(report, bearer(token));
    expect(res.statusCode).toBe(204);
    expect(logged).toEqual([
      { level: 'error', fields: { clientError: report, userId }, message: expect.stringContaining('failed') },
    ]);
  });

  it('logs a report from a signed-out page, and one with a forged token, without a user', async () => {
    logged.length = 0;
    const { stack: _stack, ...withoutStack } = report;
    expect((await send(withoutStack)).statusCode).toBe(204);
    expect((await send(report, bearer('not-a-token'))).statusCode).toBe(204);
    expect(logged.map((line) => line.fields)).toEqual([
      { clientError: withoutStack, userId: undefined },
      { clientError: report, userId: undefined },
    ]);
  });

  const tooLong = (length: number) => 'x'.repeat(length + 1);
  it.each([
    ['no body', undefined],
    ['an array', [report]],
    ['an unknown kind', { ...report, kind: 'other' }],
    ['an empty message', { ...report, message: '' }],
    ['no route', { ...report, route: undefined }],
    ['a route that is no path', { ...report, route: 'https://elsewhere.example/' }],
    ['no build', { ...report, build: undefined }],
    ['a number for a message', { ...report, message: 42 }],
    ['an extra field', { ...report, password: 'secret' }],
    ['a NUL in the message', { ...report, message: 'a\u0000b' }],
    ['an escape sequence in the stack', { ...report, stack: 'at \u001b[31mred' }],
    ['a C1 control character in the route', { ...report, route: '/a\u0085b' }],
    ['a message too long', { ...report, message: tooLong(CLIENT_ERROR_LIMITS.message) }],
    ['a stack too long', { ...report, stack: tooLong(CLIENT_ERROR_LIMITS.stack) }],
    ['a route too long', { ...report, route: `/${tooLong(CLIENT_ERROR_LIMITS.route)}` }],
    ['a build too long', { ...report, build: tooLong(CLIENT_ERROR_LIMITS.build) }],
  ])('refuses %s with 400 and logs nothing', async (_name, body) => {
    logged.length = 0;
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400 });
    expect(logged).toEqual([]);
  });

  it('refuses a body larger than a report can be with 413, and one that is no JSON with 4xx', async () => {
    logged.length = 0;
    const huge = { ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) };
    expect((await send(huge)).statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: '{"kind":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.1.1',
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(logged).toEqual([]);
  });

  it('answers 429 past the limit of one address, while another address is still heard', async () => {
    logged.length = 0;
    for (let i = 0; i < CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE; i++)
      expect((await send(report, {}, '10.0.2.1')).statusCode).toBe(204);
    const refused = await send(report, {}, '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(logged).toHaveLength(CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE);
    expect((await send(report, {}, '10.0.2.2')).statusCode).toBe(204);
  });
});
