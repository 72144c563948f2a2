import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  gateStateChanges,
  inspectionResults,
  inspections,
  maintenanceProperties,
  serviceObjects,
} from '../db/schema';
import { demoRelationKeys } from './demo-vocabulary';

/** The gates the demo's walks inspect themselves, as in `demo-failure-reports.ts`. */
const walkedGates = ['SO-024031', 'SO-024025', 'SO-024017'];

const DAY = 86_400_000;

/**
 * Four years of yearly maintenance inspections of one gate of the demo company (the one with a breakdown report),
 * each with the condition of a few checklist items, and the changes of its state they made, so its timeline and
 * its condition chart show a life on a fresh demo. Fixed ids; times relative to `today`.
 */
export async function seedDemoInspections(db: Db, today: Date): Promise<number> {
  const [gate] = await db
    .select({ id: serviceObjects.id })
    .from(serviceObjects)
    .where(
      and(
        eq(serviceObjects.relationId, demoRelationKeys.withSeveralAddresses),
        notInArray(serviceObjects.serviceObjectNumber, walkedGates),
      ),
    )
    .orderBy(asc(serviceObjects.id))
    .offset(1)
    .limit(1);
  const items = await db
    .select({ id: maintenanceProperties.id })
    .from(maintenanceProperties)
    .orderBy(asc(maintenanceProperties.id))
    .limit(3);
  if (!gate || items.length < 3) return 0;
  const ago = (days: number) => new Date(today.getTime() - days * DAY);
  // Worst condition per year: good, fair, bad (a repair), good again after it.
  const years = [
    { n: 1, days: 1400, scores: [2, 1, 2], result: 'conform' },
    { n: 2, days: 1040, scores: [3, 2, 3], result: 'conform' },
    { n: 3, days: 670, scores: [5, 3, 2], result: 'notConform' },
    { n: 4, days: 300, scores: [2, 2, 1], result: 'conform' },
  ] as const;
  const id = (n: number) => `d0e51000-0000-4000-8000-00000000000${n}`;
  await db
    .insert(inspections)
    .values(
      years.map((y) => ({
        id: id(y.n),
        objectId: gate.id,
        step: 'done' as const,
        result: y.result,
        approval: 'signed' as const,
        signerName: 'Demo Beheerder',
        startedAt: new Date(ago(y.days).getTime() - 2 * 3_600_000),
        signedAt: ago(y.days),
        completedAt: ago(y.days),
        repairRemarks: y.result === 'notConform' ? 'Veer vervangen bij de volgende afspraak.' : null,
      })),
    )
    .onConflictDoNothing({ target: inspections.id });
  await db
    .insert(inspectionResults)
    .values(
      years.flatMap((y) =>
        y.scores.map((condition, k) => ({
          inspectionId: id(y.n),
          propertyId: items[k].id,
          condition,
          conform: condition <= 3,
        })),
      ),
    )
    .onConflictDoNothing();
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gateStateChanges)
    .where(eq(gateStateChanges.objectId, gate.id));
  if (n === 0)
    await db.insert(gateStateChanges).values([
      { objectId: gate.id, changedAt: ago(670), fromState: 'inService', toState: 'needsRepair' },
      { objectId: gate.id, changedAt: ago(640), fromState: 'needsRepair', toState: 'inService' },
    ]);
  return years.length;
}
