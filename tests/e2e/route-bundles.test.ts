import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gzipBytesBeyond, routeBundles } from '../../bench/route-bundles';
import { nl } from '../../src/i18n/nl';
import { sessionMachine } from '../../src/machines/session/session.machine';

/** The build the browser tests run against (global-setup makes it current). */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const bundles = routeBundles(dist);
const bundleOf = (route: string) => {
  const bundle = bundles.find((candidate) => candidate.route === route);
  if (!bundle) throw new Error(`No route ${route} in the bundle list.`);
  return bundle;
};

/**
 * Gzipped JavaScript, so a screen or a library that lands in the wrong chunk breaks the budget instead of
 * quietly slowing every visit (issue "Speed, second round"): the login route within 110 kB (decision 023: no
 * react-aria, no zod), home after sign-in within 170 kB, and every other route within 110 kB of JavaScript that
 * home has not already loaded, as the issue words it. A public page opened from its own address (the gate page
 * of a sticker) loads the login route's entry instead of home: `npm run bench` prints that figure too.
 */
const LOGIN_BUDGET = 110_000;
const HOME_BUDGET = 170_000;
const BEYOND_BUDGET = 110_000;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every JavaScript file any route loads, with its text: read once for the tests that search them all. */
let builtFiles: Map<string, string> | undefined;
const everyBuiltFile = () => {
  builtFiles ??= new Map(
    [...new Set(bundles.flatMap((bundle) => bundle.files))].map((file) => [
      file,
      readFileSync(join(dist, file), 'utf8'),
    ]),
  );
  return builtFiles;
};

/** The login route's JavaScript, as one text. */
const loginCode = () =>
  bundleOf('/login')
    .files.map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');

describe('the JavaScript of each route', () => {
  it('loads nothing behind sign-in on the login screen, not even as a preload', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    );
    for (const file of [...bundleOf('/login').files, ...preloaded])
      for (const lazy of ['signed-in-routes', 'InspectionPage', 'ModelsPage', 'PublicObjectPage', 'Home'])
        expect(file.includes(lazy), `${file} on the login screen`).toBe(false);
  });

  it('draws the login screen without zod and without react-aria: its checks load when first needed', () => {
    const code = loginCode();
    // zod names each schema class ($ZodObject, ZodMiniObject, ZodObject); react-aria marks what it draws.
    expect(code).not.toMatch(/[`'"]\$?Zod(Mini)?(Object|Type)[`'"]/);
    expect(code).not.toContain('data-rac');
    // They are a chunk of their own, which a screen after the first loads.
    const schemas = bundles.find((bundle) => bundle.route === 'Home')?.files.join(' ');
    expect(schemas).toMatch(/first-screen-schemas-/);
  });

  it('carries the Dutch texts of the first screen only; the rest load with the screen after it', () => {
    const code = loginCode();
    expect(code).toContain(nl.auth.login.credentialsFailed);
    expect(code).not.toContain(nl.home.intro);
    expect(code).not.toContain(nl.notAuthorized.text);
  });

  it("loads the login route as one file, the entry, with rolldown's runtime helpers in it", () => {
    expect(bundleOf('/login').files).toEqual([expect.stringMatching(/^assets\/index-[\w-]+\.js$/)]);
  });

  it(`keeps the login route within ${kB(LOGIN_BUDGET)} gzipped`, () => {
    expect(bundleOf('/login').gzipBytes, kB(bundleOf('/login').gzipBytes)).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it(`keeps home after sign-in within ${kB(HOME_BUDGET)} gzipped, the login route's entry included`, () => {
    expect(bundleOf('Home').gzipBytes, kB(bundleOf('Home').gzipBytes)).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it(`keeps every other route within ${kB(BEYOND_BUDGET)} of JavaScript that home has not loaded`, () => {
    const home = bundleOf('Home');
    const others = bundles.filter((bundle) => bundle !== home && bundle.route !== '/login');
    // Each screen of the route tree loads lazily, so each is a route of its own here.
    expect(others.filter((bundle) => bundle.signedIn).length).toBeGreaterThan(15);
    const over = others.flatMap((bundle) => {
      const bytes = gzipBytesBeyond(bundle, home);
      return bytes > BEYOND_BUDGET ? [`${bundle.route}: ${kB(bytes)} beyond home`] : [];
    });
    expect(over, 'routes over their budget').toEqual([]);
  });

  it("never ships zod's classic API: the contract is written with zod/mini, whose functions shake out", () => {
    // The classic API names its schema classes ZodObject, ZodString; zod/mini's are ZodMiniObject, ZodMiniString.
    for (const [file, code] of everyBuiltFile())
      expect(/[`'"]Zod(Object|String)[`'"]/.test(code), file).toBe(false);
  });

  it("never ships zod's JSON Schema generator: only the server describes its API in JSON Schema", () => {
    for (const [file, code] of everyBuiltFile()) expect(code, file).not.toContain('json-schema.org/draft');
  });

  it("carries react-aria's own words in Dutch and English only, not in its other 32 languages", () => {
    const code = [...everyBuiltFile().values()].join('\n');
    // The date field's word for a weekday, as react-aria says it in Dutch, English, German and French.
    const says = (word: string) => code.includes(word);
    expect(says('dag van de week'), 'Dutch').toBe(true);
    expect(says('day of the week'), 'English').toBe(true);
    expect(says('Wochentag'), 'German').toBe(false);
    expect(says('jour de la semaine'), 'French').toBe(false);
  });

  it("carries the machines' descriptions in the model viewer only, not in the screens that run them", () => {
    const description = sessionMachine.config.description!;
    expect(loginCode()).not.toContain(description.slice(0, 40));
    const home = bundleOf('Home').files.map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(home.join('\n')).not.toContain(description.slice(0, 40));
    const viewer = bundleOf('ModelsPage').files.map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(viewer.join('\n')).toContain(description.slice(0, 40));
  });

  it('never ships the statechart layout library: the model viewer draws layouts made at build', () => {
    const models = bundleOf('ModelsPage');
    for (const file of models.files)
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('org.eclipse.elk');
  });
});
