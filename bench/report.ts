import { join } from 'node:path';
import { emptyDraft, type InspectionDraft } from '../contract/inspection';
import type { MaintenanceGroup, MaintenanceProperty } from '../contract/maintenance';
import { renderReportPdf } from '../server/maintenance/report-pdf';
import { demoCatalogue } from '../server/seed/catalogue';
import { gzipBytesBeyond, hasBuild, routeBundles } from './route-bundles';

/** The demo catalogue as the report reads it from the database. */
const groups: MaintenanceGroup[] = (demoCatalogue.maintenanceGroups ?? []).map((g) => ({
  id: g.pK_R_MAINTENANCEGROUP,
  nameNl: g.nameNl,
  nameEn: g.nameEn,
}));
const properties: MaintenanceProperty[] = (demoCatalogue.maintenanceProperties ?? []).map((p) => ({
  id: p.pK_R_MAINTENANCEPROPERTY,
  groupId: p.fK_R_MAINTENANCEGROUP,
  locationId: p.fK_R_MAINTENANCELOCATION ?? null,
  objectTypeId: p.fK_R_SERVICEOBJECTTYPE ?? null,
  nameNl: p.nameNl,
  nameEn: p.nameEn,
  expectationNl: p.expectationNl ?? '',
  expectationEn: p.expectationEn ?? '',
  expectedCondition: p.expectedCondition ?? 3,
  standard: p.standard ?? null,
  unit: p.unit ?? null,
  valueMin: p.valueMin ?? null,
  valueMax: p.valueMax ?? null,
  limitMin: p.limitMin ?? null,
  limitMax: p.limitMax ?? null,
  lifetimeYears: p.lifetimeYears ?? null,
}));

/** A complete inspection of every item, one of them not conform with repair remarks. */
const draft: InspectionDraft = {
  ...emptyDraft,
  cycleCountBefore: 120_400,
  cycleCountAfter: 120_406,
  approval: 'withoutApproval',
  answers: Object.fromEntries(
    properties.map((p, i) => [
      String(p.id),
      {
        conform: i !== 3,
        condition: i === 3 ? 5 : 2,
        value: p.unit ? (p.limitMax ?? p.valueMax ?? 1) / 2 : null,
        lifetime: null,
        remarks: i % 4 === 0 ? 'Gereinigd en gesmeerd.' : '',
        repairRemarks: i === 3 ? 'Scharnier vervangen.' : '',
      },
    ]),
  ),
};

/** The time to render one maintenance report PDF of the whole demo catalogue (median of 20, after a warm-up). */
export async function benchReport(say: (line: string) => void): Promise<void> {
  const render = () =>
    renderReportPdf({
      language: 'nl',
      provider: { name: 'Poortservice Nederland', logo: null },
      object: {
        serviceobjectnumber: 'SO-024031',
        description: 'Speedgate hoofdingang',
        objectType: 'Speedgate',
        brand: 'Gunnebo',
        relationName: 'Zorggroep Lindenhof',
        locationName: 'Hoofdgebouw',
        street: 'Lindenlaan 1',
        postalCode: '3511 AA',
        city: 'Utrecht',
        ownSpeedgate: true,
      },
      engineerName: 'Jeroen Bos',
      date: new Date('2026-11-23T10:00:00Z'),
      result: 'notConform',
      draft,
      groups,
      properties,
      photos: [],
      signature: null,
    });
  await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = (times[9] + times[10]) / 2;
  say(
    `| maintenance report PDF (${properties.length} items) | median of 20: ${median.toFixed(1)} ms | ${bytes} bytes |`,
  );
}

/** Each route's JavaScript as the browser gets it: the entry, what index.html preloads, and its lazy chunks. */
export function benchRouteBundles(say: (line: string) => void, root: string): void {
  const dist = join(root, 'dist');
  if (!hasBuild(dist)) {
    say('| route JavaScript | no build (run npm run build) | |');
    return;
  }
  const bundles = routeBundles(dist);
  const home = bundles.find((bundle) => bundle.route === 'Home');
  const login = bundles.find((bundle) => bundle.route === '/login');
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const bundle of bundles) {
    // What a user downloads on the way there: past home behind sign-in, past the login route's entry before it.
    const before = bundle.signedIn ? home : login;
    const beyond =
      before && bundle !== before ? `, ${kB(gzipBytesBeyond(bundle, before))} beyond ${before.route}` : '';
    say(
      `| ${bundle.route} JavaScript (${bundle.files.length} files) | ${kB(bundle.gzipBytes)} gzipped${beyond} | ${kB(bundle.bytes)} |`,
    );
  }
}
