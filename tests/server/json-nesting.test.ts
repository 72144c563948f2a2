import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_NESTING, nestsDeeperThan } from '../../server/json-body';
import { bearer } from './fixtures';
import { deepBodies, fuzzTarget } from './fuzzing';
import type { TestApp } from './harness';

describe('the nesting count of a JSON text', () => {
  it('counts arrays and objects inside each other, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
  });

  it('counts a body of a million levels without overflowing', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), MAX_JSON_NESTING)).toBe(true);
  });
});

describe('a JSON body nested too deep', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await fuzzTarget('pglite'));
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['a public route', '/Identity/Login'],
    ['a signed-in route', '/Identity/ChangeProfile'],
  ])('is refused with 400 and says why on %s', async (_, url) => {
    for (const payload of deepBodies) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        Code: 'bodyTooDeep',
        Message: 'Invalid input: the data is nested deeper than 64 levels',
      });
    }
  });

  it('lets a body of ordinary depth through to the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Identity/ChangeProfile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { Name: 'Fuzz', PhoneNumber: '', Function: '' },
    });
    expect(res.statusCode).toBe(200);
  });
});
