import { asc, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { failureReports, serviceObjects, users } from '../db/schema';
import { demoRelationKeys } from './demo-vocabulary';

type FailureReportRow = typeof failureReports.$inferInsert;

/** The demo's walks (and their browser tests) report on these gates themselves: the demo's reports stay off them. */
const walkedGates = ['SO-024031', 'SO-024025', 'SO-024017'];

const DAY = 86_400_000;

/**
 * Failure reports of customers in every state (new, in progress, solved), from the contact form and from a
 * gate's public page, so the provider's failure reports screen and an object's failures tab show something on a
 * fresh demo. Fixed ids, texts and gates; the times are relative to `today` like the rest of the demo.
 */
export async function seedDemoFailureReports(db: Db, today: Date): Promise<number> {
  const gates = await db
    .select({
      id: serviceObjects.id,
      relationId: serviceObjects.relationId,
      deliveryAddressId: serviceObjects.deliveryAddressId,
    })
    .from(serviceObjects)
    .where(notInArray(serviceObjects.serviceObjectNumber, walkedGates))
    .orderBy(asc(serviceObjects.id));
  const ofRelation = (relationId: number) => gates.filter((gate) => gate.relationId === relationId);
  const several = ofRelation(demoRelationKeys.withSeveralAddresses);
  const one = ofRelation(demoRelationKeys.withOneAddress);
  const reporters = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, ['customer.user@demo.example', 'customer.admin@demo.example']));
  const reporter = (email: string) => reporters.find((user) => user.email === email);
  const user = reporter('customer.user@demo.example');
  const admin = reporter('customer.admin@demo.example');
  const ago = (days: number, hours = 0) => new Date(today.getTime() - days * DAY - hours * 3_600_000);
  const at = (gate: (typeof gates)[number] | undefined) =>
    gate && { relationId: gate.relationId, deliveryAddressId: gate.deliveryAddressId, objectId: gate.id };

  const rows: (FailureReportRow | undefined)[] = [
    at(several[1]) && {
      ...at(several[1])!,
      id: 'd0e50000-0000-4000-8000-000000000001',
      kind: 'reportBreakdown',
      source: 'public',
      trafficLight: 'red',
      trafficPossible: 'closed',
      incidentCause: 'collision',
      incidentDetails: 'Bestelbus reed tegen de slagboomarm.',
      powerSupplyActive: true,
      description: 'Slagboom staat dicht en gaat niet meer open na een aanrijding.',
      reporterName: 'Henk Vos',
      reporterPhone: '06-12345678',
      createdAt: ago(0, 2),
    },
    at(several[2]) && {
      ...at(several[2])!,
      id: 'd0e50000-0000-4000-8000-000000000002',
      kind: 'question',
      source: 'portal',
      userId: user?.id,
      description: 'Kan de poort op werkdagen al om 06:30 open in plaats van 07:00?',
      reporterName: user?.name,
      reporterPhone: '030-1234567',
      createdAt: ago(1, 3),
    },
    at(several[3]) && {
      ...at(several[3])!,
      id: 'd0e50000-0000-4000-8000-000000000003',
      kind: 'reportFailure',
      source: 'portal',
      userId: admin?.id,
      trafficLight: 'blinking',
      trafficPossible: 'partiallyOpen',
      incidentCause: 'no',
      powerSupplyActive: true,
      description: 'Poort opent maar half en piept bij het sluiten.',
      reporterName: admin?.name,
      reporterPhone: '06-87654321',
      createdAt: ago(3, 5),
      status: 'inProgress',
      statusChangedAt: ago(2, 6),
    },
    at(one[0]) && {
      ...at(one[0])!,
      id: 'd0e50000-0000-4000-8000-000000000004',
      kind: 'reportFailure',
      source: 'public',
      trafficLight: 'green',
      trafficPossible: 'open',
      incidentCause: 'vandalism',
      incidentDetails: 'Het bord met de bel is eraf getrokken.',
      powerSupplyActive: true,
      description: 'De drukknop voor bezoekers werkt niet meer.',
      reporterName: 'Fatima El Amrani',
      reporterPhone: '06-24681357',
      createdAt: ago(8, 1),
      status: 'solved',
      statusChangedAt: ago(6, 4),
      resolvedAt: ago(6, 4),
      realizedSolution: 'Drukknop en bord vervangen, bel getest.',
    },
  ];
  const written = rows.filter((row): row is FailureReportRow => row !== undefined);
  // Loaded again over existing data (an upsert of the demo), the reports already there stay as they are.
  await db.insert(failureReports).values(written).onConflictDoNothing({ target: failureReports.id });
  return written.length;
}
