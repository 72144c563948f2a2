import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The build the browser tests run against (global-setup makes it current). */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

/** The scripts the login screen loads before anything else: the entry and what the page preloads with it. */
const loginScripts = [
  ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g),
].map((match) => match[1]);

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * The login screen's JavaScript, in gzipped bytes: everything behind sign-in loads afterwards. The budget is
 * today's size with a little room; a screen that lands in the entry instead of a lazy chunk breaks it.
 */
const LOGIN_BUDGET_GZIP = 190_000;

describe('the login screen', () => {
  it('loads only its own code, not the screens behind sign-in', () => {
    expect(loginScripts.length).toBeGreaterThan(0);
    for (const lazy of ['signed-in-routes', 'InspectionPage', 'ModelsPage'])
      expect(
        loginScripts.some((file) => file.includes(lazy)),
        lazy,
      ).toBe(false);
  });

  it(`stays within ${LOGIN_BUDGET_GZIP / 1000} kB of gzipped JavaScript`, () => {
    const total = loginScripts.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP);
  });
});
