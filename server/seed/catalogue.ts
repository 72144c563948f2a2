import type { ErpImportFile } from '../../contract/erp';
import type { Db } from '../db/database';
import { providerSettings } from '../db/schema';
import { createDiskFileStore } from '../files/disk-file-store';
import { objectTypeIds } from './demo-vocabulary';
import { importErp } from './importer';

/** The provider that runs the portal; shown on the login page, the contact page and in mails. */
const demoProvider = {
  name: 'Poortservice Nederland',
  website: 'https://www.poortservice.example',
  phone24h: '+31 30 799 24 24',
  serviceDeskEmail: 'servicedesk@poortservice.example',
  termsUrl: 'https://www.poortservice.example/leveringsvoorwaarden',
};

const groups = [
  { id: 1, nameNl: 'Documenten en identificatie', nameEn: 'Documents and identification' },
  { id: 2, nameNl: 'Constructie en mechanica', nameEn: 'Structure and mechanics' },
  { id: 3, nameNl: 'Aandrijving en besturing', nameEn: 'Drive and controls' },
  { id: 4, nameNl: 'Veiligheidsvoorzieningen', nameEn: 'Safety devices' },
  { id: 5, nameNl: 'Verlichting en signalering', nameEn: 'Lights and signals' },
  { id: 6, nameNl: 'Afronding', nameEn: 'Close-out' },
];

const locations = [
  { id: 1, nameNl: 'Aandrijving', nameEn: 'Drive unit' },
  { id: 2, nameNl: 'Poortblad / boom / vleugel', nameEn: 'Gate leaf / arm / wing' },
  { id: 3, nameNl: 'Besturingskast', nameEn: 'Control cabinet' },
  { id: 4, nameNl: 'Detectie', nameEn: 'Detection' },
  { id: 5, nameNl: 'Geleiding en fundatie', nameEn: 'Guide rail and foundation' },
  { id: 6, nameNl: 'Signalering', nameEn: 'Signalling' },
  { id: 7, nameNl: 'Hele installatie', nameEn: 'Whole installation' },
];

const { speedgate, barrier } = objectTypeIds;

interface Item {
  group: number;
  location: number;
  type?: number;
  nl: string;
  en: string;
  expectNl: string;
  expectEn: string;
  /** Worst NEN 2767 condition that needs no repair; safety devices tolerate less. */
  expected?: number;
  standard?: string;
  measured?: { unit: string; min: number; max: number; limitMin?: number; limitMax?: number };
  years?: number;
}

/**
 * Inspection points of a gate, in the order an engineer walks them, after EN 12453 (safe use of powered
 * doors and gates), EN 12604 (mechanical aspects), EN 13241 (product standard, CE marking) and EN 12635
 * (installation and use: the logbook). Conditions use the NEN 2767 scale, 1 excellent ... 6 very bad.
 */
const items: Item[] = [
  {
    group: 1,
    location: 7,
    nl: 'Typeplaatje en CE-markering',
    en: 'Type plate and CE marking',
    expectNl: 'Aanwezig, leesbaar en in overeenstemming met de prestatieverklaring.',
    expectEn: 'Present, legible and matching the declaration of performance.',
    standard: 'EN 13241',
  },
  {
    group: 1,
    location: 7,
    nl: 'Logboek',
    en: 'Logbook',
    expectNl: 'Aanwezig op locatie en bijgewerkt met het vorige onderhoud en alle storingen.',
    expectEn: 'Kept on site and up to date with the previous maintenance and every failure.',
    standard: 'EN 12635',
  },
  {
    group: 1,
    location: 6,
    nl: 'Waarschuwingsborden en pictogrammen',
    en: 'Warning signs and pictograms',
    expectNl: 'Compleet, goed zichtbaar en niet verkleurd.',
    expectEn: 'Complete, clearly visible and not faded.',
    standard: 'EN 12453',
    years: 5,
  },
  {
    group: 2,
    location: 2,
    nl: 'Poortblad, boom of vleugel',
    en: 'Leaf, boom or wing',
    expectNl: 'Recht, onbeschadigd, zonder scheuren, loszittende delen of corrosie.',
    expectEn: 'Straight and undamaged, without cracks, loose parts or corrosion.',
    years: 15,
  },
  {
    group: 2,
    location: 5,
    nl: 'Scharnieren, rollen en geleiding',
    en: 'Hinges, rollers and guides',
    expectNl: 'Gesmeerd, zonder speling of slijtplekken; de poort loopt vrij.',
    expectEn: 'Lubricated, without play or worn spots; the gate runs freely.',
    years: 8,
  },
  {
    group: 2,
    location: 5,
    nl: 'Verankering en fundatie',
    en: 'Anchoring and foundation',
    expectNl: 'Ankers vast, fundatie zonder scheuren of verzakking.',
    expectEn: 'Anchors tight, foundation without cracks or subsidence.',
    standard: 'EN 12604',
    years: 30,
  },
  {
    group: 2,
    location: 2,
    nl: 'Knel- en schaarpunten',
    en: 'Crush and shear points',
    expectNl: 'Afgeschermd of met voldoende veiligheidsafstand (EN 12453 tabel 1).',
    expectEn: 'Guarded, or with enough safety distance (EN 12453 table 1).',
    expected: 2,
    standard: 'EN 12453',
  },
  {
    group: 2,
    location: 2,
    nl: 'Handmatige bediening: bedieningskracht',
    en: 'Manual operation: operating force',
    expectNl: 'Na ontgrendelen met de hand te bewegen met ten hoogste 260 N.',
    expectEn: 'Moves by hand after release with at most 260 N.',
    standard: 'EN 12604',
    measured: { unit: 'N', min: 0, max: 2000, limitMax: 260 },
  },
  {
    group: 2,
    location: 2,
    type: barrier,
    nl: 'Contragewicht en balansveren',
    en: 'Counterbalance and springs',
    expectNl: 'De boom blijft in elke stand staan; veren zonder breuk of vermoeiing.',
    expectEn: 'The boom stays put in any position; springs without breaks or fatigue.',
    standard: 'EN 12604',
    years: 7,
  },
  {
    group: 3,
    location: 1,
    nl: 'Aandrijfeenheid',
    en: 'Drive unit',
    expectNl: 'Vast bevestigd, geen lekkage, geen ongewoon geluid of trillingen.',
    expectEn: 'Firmly mounted, no leaks, no unusual noise or vibration.',
    years: 12,
  },
  {
    group: 3,
    location: 1,
    nl: 'Eindschakelaars',
    en: 'Limit switches',
    expectNl: 'De poort stopt in beide eindstanden op de juiste plaats.',
    expectEn: 'The gate stops in the right place at both ends of its travel.',
    years: 10,
  },
  {
    group: 3,
    location: 3,
    nl: 'Besturingskast en aardlekschakelaar',
    en: 'Control cabinet and RCD',
    expectNl: 'Kast droog en gesloten; aardlekschakelaar (30 mA) schakelt af binnen 300 ms.',
    expectEn: 'Cabinet dry and closed; the RCD (30 mA) trips within 300 ms.',
    expected: 2,
    standard: 'NEN 1010',
    measured: { unit: 'ms', min: 0, max: 5000, limitMax: 300 },
    years: 15,
  },
  {
    group: 3,
    location: 3,
    nl: 'Noodstop',
    en: 'Emergency stop',
    expectNl: 'Stopt elke beweging direct; herstart alleen na ontgrendelen.',
    expectEn: 'Stops every movement at once; restarts only after it is reset.',
    expected: 2,
    standard: 'EN 12453',
  },
  {
    group: 3,
    location: 1,
    nl: 'Noodontgrendeling',
    en: 'Manual release',
    expectNl: 'Werkt met het bijbehorende gereedschap; instructie aanwezig.',
    expectEn: 'Works with its tool; instructions present.',
    standard: 'EN 12453',
  },
  {
    group: 3,
    location: 3,
    nl: 'Gedrag bij spanningsuitval',
    en: 'Behaviour on power loss',
    expectNl:
      'Gaat naar de ingestelde veilige stand (open of vrijloop) en is daarna met de hand te bedienen.',
    expectEn: 'Goes to its set safe position (open or free-running) and can then be moved by hand.',
    expected: 2,
    standard: 'EN 12453',
  },
  {
    group: 3,
    location: 4,
    nl: 'Kaartlezers en detectielussen',
    en: 'Readers and detection loops',
    expectNl: 'Elke lezer en lus geeft het juiste signaal; geen valse detecties.',
    expectEn: 'Every reader and loop gives the right signal; no false detections.',
    years: 8,
  },
  {
    group: 4,
    location: 4,
    nl: 'Fotocellen',
    en: 'Photocells',
    expectNl: 'Uitgelijnd en schoon; onderbreken keert de beweging om.',
    expectEn: 'Aligned and clean; an interruption reverses the movement.',
    expected: 2,
    standard: 'EN 12453',
    years: 8,
  },
  {
    group: 4,
    location: 2,
    nl: 'Veiligheidslijsten',
    en: 'Safety edges',
    expectNl: 'Onbeschadigd; indrukken stopt en keert de beweging om.',
    expectEn: 'Undamaged; pressing one stops and reverses the movement.',
    expected: 2,
    standard: 'EN 12453',
    years: 6,
  },
  {
    group: 4,
    location: 4,
    type: speedgate,
    nl: 'Aanwezigheidsdetectie in de doorgang',
    en: 'Presence sensing in the passage',
    expectNl: 'Een persoon in de doorgang houdt de vleugels open; geen dode zones.',
    expectEn: 'A person in the passage keeps the wings open; no blind spots.',
    expected: 2,
    standard: 'EN 12453',
    years: 8,
  },
  {
    group: 4,
    location: 2,
    nl: 'Krachtmeting: piekkracht (opening 50-500 mm)',
    en: 'Force measurement: peak force (gap 50-500 mm)',
    expectNl: 'Dynamische piekkracht ten hoogste 400 N.',
    expectEn: 'Dynamic peak force at most 400 N.',
    expected: 2,
    standard: 'EN 12453',
    measured: { unit: 'N', min: 0, max: 5000, limitMax: 400 },
  },
  {
    group: 4,
    location: 2,
    nl: 'Krachtmeting: kracht na 0,75 s',
    en: 'Force measurement: force after 0.75 s',
    expectNl: 'Ten hoogste 150 N, 0,75 s na het eerste contact.',
    expectEn: 'At most 150 N, 0.75 s after first contact.',
    expected: 2,
    standard: 'EN 12453',
    measured: { unit: 'N', min: 0, max: 5000, limitMax: 150 },
  },
  {
    group: 4,
    location: 2,
    nl: 'Krachtmeting: statische kracht na 5 s',
    en: 'Force measurement: static force after 5 s',
    expectNl: 'Ten hoogste 25 N, 5 s na het eerste contact.',
    expectEn: 'At most 25 N, 5 s after first contact.',
    expected: 2,
    standard: 'EN 12453',
    measured: { unit: 'N', min: 0, max: 5000, limitMax: 25 },
  },
  {
    group: 5,
    location: 6,
    nl: 'Verkeerslichten',
    en: 'Traffic lights',
    expectNl: 'Rood en groen werken en volgen de stand van de poort.',
    expectEn: 'Red and green work and follow the position of the gate.',
    years: 10,
  },
  {
    group: 5,
    location: 6,
    nl: 'Knipperlicht en verlichting',
    en: 'Flashing light and lighting',
    expectNl: 'Knippert tijdens elke beweging; verlichting van de doorgang werkt.',
    expectEn: 'Flashes during every movement; the passage lighting works.',
    years: 10,
  },
  {
    group: 6,
    location: 7,
    nl: 'Proefdraaien',
    en: 'Test run',
    expectNl: 'Drie volledige cycli openen en sluiten zonder storing.',
    expectEn: 'Three full open-close cycles without a fault.',
  },
  {
    group: 6,
    location: 7,
    nl: 'Oplevering',
    en: 'Hand-over',
    expectNl: 'Installatie schoon, doorgang vrij van obstakels, gebruiker geïnformeerd.',
    expectEn: 'Installation clean, passage free of obstacles, user informed.',
  },
];

/** The demo catalogue as an ERP export writes it. */
export const demoCatalogue: Pick<
  ErpImportFile,
  'maintenanceGroups' | 'maintenanceLocations' | 'maintenanceProperties'
> = {
  maintenanceGroups: groups.map((g, i) => ({
    pK_R_MAINTENANCEGROUP: g.id,
    nameNl: g.nameNl,
    nameEn: g.nameEn,
    sortOrder: i,
  })),
  maintenanceLocations: locations.map((l) => ({
    pK_R_MAINTENANCELOCATION: l.id,
    nameNl: l.nameNl,
    nameEn: l.nameEn,
  })),
  maintenanceProperties: items.map((item, i) => ({
    pK_R_MAINTENANCEPROPERTY: i + 1,
    fK_R_MAINTENANCEGROUP: item.group,
    fK_R_MAINTENANCELOCATION: item.location,
    fK_R_SERVICEOBJECTTYPE: item.type ?? null,
    nameNl: item.nl,
    nameEn: item.en,
    expectationNl: item.expectNl,
    expectationEn: item.expectEn,
    expectedCondition: item.expected ?? 3,
    standard: item.standard ?? null,
    unit: item.measured?.unit ?? null,
    valueMin: item.measured?.min ?? null,
    valueMax: item.measured?.max ?? null,
    limitMin: item.measured?.limitMin ?? null,
    limitMax: item.measured?.limitMax ?? null,
    lifetimeYears: item.years ?? null,
    sortOrder: i,
  })),
};

/** The provider's own settings: not ERP data, but part of every installation; an existing row is kept. */
export async function seedProviderSettings(db: Db): Promise<void> {
  await db
    .insert(providerSettings)
    .values({ id: 1, ...demoProvider })
    .onConflictDoNothing({ target: providerSettings.id });
}

/**
 * The maintenance catalogue, loaded through the ERP importer like any other ERP data (so loading it again
 * changes nothing), and the provider's settings. Needs the object types to be there.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  // The catalogue names no files.
  await importErp(db, demoCatalogue, { baseDir: '.', files: createDiskFileStore('.'), source: 'catalogue' });
  await seedProviderSettings(db);
}
