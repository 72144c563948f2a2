import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeBundles } from '../../bench/route-bundles';

/** The build the browser tests run against (global-setup makes it current). */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const bundles = routeBundles(dist);
const bundleOf = (route: string) => {
  const bundle = bundles.find((candidate) => candidate.route === route);
  if (!bundle) throw new Error(`No route ${route} in the bundle list.`);
  return bundle;
};

/**
 * Gzipped JavaScript per route: today's size with a little room, so a screen or a library that lands in the
 * wrong chunk breaks the build's budget instead of quietly slowing every visit. Lower them as the app shrinks.
 */
const budgets: Record<string, number> = {
  '/login': 190_000,
  '/ (signed in)': 360_000,
  '/inspection/…': 380_000,
  '/models': 830_000,
  '/object/… (public)': 240_000,
};

describe('the JavaScript of each route', () => {
  it('loads nothing behind sign-in on the login screen, not even as a preload', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    );
    for (const file of [...bundleOf('/login').files, ...preloaded])
      for (const lazy of ['signed-in-routes', 'InspectionPage', 'ModelsPage', 'PublicObjectPage'])
        expect(file.includes(lazy), `${file} on the login screen`).toBe(false);
  });

  it('has a budget for every route', () => {
    expect(bundles.map((bundle) => bundle.route).sort()).toEqual(Object.keys(budgets).sort());
  });

  for (const [route, budget] of Object.entries(budgets))
    it(`${route} stays within ${budget / 1000} kB gzipped`, () => {
      expect(bundleOf(route).gzipBytes).toBeLessThanOrEqual(budget);
    });
});
