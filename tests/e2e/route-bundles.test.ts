import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeBundles } from '../../bench/route-bundles';
import { nl } from '../../src/i18n/nl';

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
 * quietly slowing every visit. The login screen holds the goal of 110 kB (decision 023: no react-aria, no
 * zod), and every other screen the goal of 200 kB, but for those named below: today's sizes with a little
 * room, as react-aria's tables, selects and date pickers do not fit within it (decisions 027 and 028).
 */
const LOGIN_BUDGET = 110_000;
const SCREEN_GOAL = 200_000;
const OVER_GOAL_BUDGET = 280_000;
/** The screens above the goal: one that comes within it leaves this list, so the test then holds it there. */
const overGoal = [
  'RequestedVisits',
  'BookVisit',
  'RelationSettings',
  'LocationSettings',
  'ObjectDetails',
  'RelationPage',
  'JobOrderDetails',
  'ContactPage',
  'AllUsers',
  'ProviderSettings',
  'MyAppointments',
  'ContractDetails',
  'InvoiceDetails',
  'PermissionManager',
  'RelationChooser',
  'BuildingPage',
  'FailureReports',
  'QuotationsPage',
  'QuotationDetails',
  'PublicObjectPage',
  'EditUser',
  'AccountPage',
  'InspectionPage',
  // QA's model viewer: the machines of this round (queued report, refused field work) and the failure
  // boundary's shared texts took it from 197.8 to 205.5 kB; the issue "Speed, second round" sets new budgets.
  'ModelsPage',
];

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

  it(`keeps the login screen within ${LOGIN_BUDGET / 1000} kB gzipped`, () => {
    expect(bundleOf('/login').gzipBytes).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it(`keeps every other screen, with the code it shares, within ${SCREEN_GOAL / 1000} kB gzipped`, () => {
    const screens = bundles.filter((bundle) => bundle.route !== '/login' && !overGoal.includes(bundle.route));
    // Each screen of the route tree loads lazily, so each is a route of its own here; home is one of them.
    expect(screens.length).toBeGreaterThan(15);
    expect(screens.map((bundle) => bundle.route)).toContain('Home');
    const over = screens.filter((bundle) => bundle.gzipBytes > SCREEN_GOAL).map((bundle) => bundle.route);
    expect(over).toEqual([]);
  });

  it(`keeps the screens above that goal within ${OVER_GOAL_BUDGET / 1000} kB, and names only screens above it`, () => {
    const listed = overGoal.map(bundleOf);
    const within = listed.filter((bundle) => bundle.gzipBytes <= SCREEN_GOAL).map((bundle) => bundle.route);
    expect(within, 'within the goal now: take them off the list').toEqual([]);
    const over = listed.filter((bundle) => bundle.gzipBytes > OVER_GOAL_BUDGET).map((bundle) => bundle.route);
    expect(over).toEqual([]);
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

  it('never ships the statechart layout library: the model viewer draws layouts made at build', () => {
    const models = bundleOf('ModelsPage');
    for (const file of models.files)
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('org.eclipse.elk');
  });
});
