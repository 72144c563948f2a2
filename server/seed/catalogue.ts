import type { Db } from '../db/database';
import {
  maintenanceGroups,
  maintenanceLocations,
  maintenanceProperties,
  providerSettings,
} from '../db/schema';
import { objectTypeIds } from './demo-vocabulary';
import { excludedSet } from './upsert';

/** The provider that runs the portal; shown on the login page, the contact page and in mails. */
const demoProvider = {
  name: 'Poortservice Nederland',
  website: 'https://www.poortservice.example',
  phone24h: '+31 30 799 24 24',
};

const groups = [
  { id: 1, nameNl: 'Mechanica', nameEn: 'Mechanics' },
  { id: 2, nameNl: 'Elektrotechniek', nameEn: 'Electrical' },
  { id: 3, nameNl: 'Veiligheid', nameEn: 'Safety' },
  { id: 4, nameNl: 'Afwerking en omgeving', nameEn: 'Finish and surroundings' },
];

const locations = [
  { id: 1, nameNl: 'Aandrijving', nameEn: 'Drive unit' },
  { id: 2, nameNl: 'Poortblad / boom / vleugel', nameEn: 'Gate leaf / arm / wing' },
  { id: 3, nameNl: 'Besturingskast', nameEn: 'Control cabinet' },
  { id: 4, nameNl: 'Detectie', nameEn: 'Detection' },
  { id: 5, nameNl: 'Geleiding en fundatie', nameEn: 'Guide rail and foundation' },
  { id: 6, nameNl: 'Signalering', nameEn: 'Signalling' },
];

const { speedgate, barrier, slidingGate, turnstile } = objectTypeIds;
type Row = [
  group: number,
  location: number | null,
  type: number | null,
  nl: string,
  en: string,
  years: number | null,
];

/** Inspection points of a gate, in the order an engineer walks them; a type of null applies to every gate. */
const properties: Row[] = [
  [1, 1, null, 'Aandrijving: geluid en trillingen', 'Drive unit: noise and vibration', 10],
  [1, 1, null, 'Bevestiging motor en overbrenging', 'Mounting of motor and transmission', null],
  [1, 5, slidingGate, 'Tandheugel en rondsel', 'Gear rack and pinion', 8],
  [1, 5, slidingGate, 'Geleiderollen en looprail', 'Guide rollers and running rail', 6],
  [1, 2, barrier, 'Boomarm onbeschadigd en recht', 'Barrier arm undamaged and straight', 5],
  [1, 2, barrier, 'Balansveer afgesteld', 'Balance spring adjusted', 7],
  [1, 2, speedgate, 'Glasvleugels onbeschadigd', 'Glass wings undamaged', 10],
  [1, 1, speedgate, 'Tandriem spanning en slijtage', 'Toothed belt tension and wear', 4],
  [1, 2, turnstile, 'Rotor draait soepel', 'Rotor turns smoothly', 10],
  [1, 1, null, 'Scharnier- en draaipunten gesmeerd', 'Hinges and pivots lubricated', null],
  [2, 3, null, 'Besturing en foutlog uitgelezen', 'Controller and error log read', 12],
  [2, 3, null, 'Bekabeling en aansluitingen', 'Wiring and connections', 15],
  [2, 3, null, 'Accu noodvoeding', 'Emergency power battery', 3],
  [2, 4, barrier, 'Detectielussen', 'Induction loops', 8],
  [2, 4, null, 'Kaartlezer / toegangscontrole', 'Card reader / access control', 8],
  [3, 4, null, 'Fotocellen uitgelijnd en werkend', 'Photocells aligned and working', 8],
  [3, 4, slidingGate, 'Veiligheidslijsten werkend', 'Safety edges working', 6],
  [3, 3, null, 'Noodstop werkt', 'Emergency stop works', null],
  [3, 2, slidingGate, 'Krachtmeting volgens EN 12453', 'Force measurement according to EN 12453', null],
  [3, 4, speedgate, 'Sensoren doorgangsbewaking', 'Passage monitoring sensors', 8],
  [3, 2, turnstile, 'Vrijloop bij stroomuitval', 'Free rotation on power failure', null],
  [3, 6, null, 'Verkeerslichten en signalering', 'Traffic lights and signals', 10],
  [4, 2, null, 'Lak- en corrosieschade', 'Paint and corrosion damage', null],
  [4, 5, null, 'Fundatie en verankering', 'Foundation and anchoring', 25],
  [4, 6, null, 'Pictogrammen en waarschuwingsstickers', 'Pictograms and warning stickers', 5],
  [4, 5, null, 'Doorgang vrij van obstakels', 'Passage free of obstacles', null],
];

/**
 * The maintenance catalogue and the provider's settings: not ERP data, but part of every installation.
 * Upserted by id, so loading them again changes nothing.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(maintenanceGroups)
    .values(groups.map((g, i) => ({ ...g, sortOrder: i })))
    .onConflictDoUpdate({
      target: maintenanceGroups.id,
      set: excludedSet(maintenanceGroups, ['nameNl', 'nameEn', 'sortOrder']),
    });
  await db
    .insert(maintenanceLocations)
    .values(locations)
    .onConflictDoUpdate({
      target: maintenanceLocations.id,
      set: excludedSet(maintenanceLocations, ['nameNl', 'nameEn']),
    });
  await db
    .insert(maintenanceProperties)
    .values(
      properties.map(([groupId, locationId, objectTypeId, nameNl, nameEn, lifetimeYears], i) => ({
        id: i + 1,
        groupId,
        locationId,
        objectTypeId,
        nameNl,
        nameEn,
        lifetimeYears,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: maintenanceProperties.id,
      set: excludedSet(maintenanceProperties, [
        'groupId',
        'locationId',
        'objectTypeId',
        'nameNl',
        'nameEn',
        'lifetimeYears',
        'sortOrder',
      ]),
    });
  await db
    .insert(providerSettings)
    .values({ id: 1, ...demoProvider })
    .onConflictDoNothing({ target: providerSettings.id });
}
