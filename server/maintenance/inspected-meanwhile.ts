import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { InspectionResult } from '../../contract/inspection';
import type { InspectedMeanwhile } from '../../contract/maintenance';
import type { Db } from '../db/database';
import { inspections, serviceObjects, users } from '../db/schema';
import { HttpError, type Language } from '../errors';

const resultWords: Record<Language, Record<InspectionResult, string>> = {
  nl: { conform: 'conform', notConform: 'niet conform', notPossible: 'onderhoud niet mogelijk' },
  en: { conform: 'conform', notConform: 'not conform', notPossible: 'maintenance not possible' },
};
const unknownEngineer: Record<Language, string> = { nl: 'een onbekende monteur', en: 'an unknown engineer' };

const dateOf = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

function inspectedMeanwhile(other: InspectedMeanwhile): HttpError {
  const words = (language: Language) => ({
    object: other.objectNumber,
    engineer: other.engineerName ?? unknownEngineer[language],
    date: dateOf(language, new Date(other.completedAt)),
    result: resultWords[language][other.result],
    inspectionId: other.inspectionId,
  });
  return new HttpError(409, 'objectInspectedMeanwhile', {}, undefined, {
    details: other,
    words: { nl: words('nl'), en: words('en') },
  });
}

/**
 * Refuses a submit when another inspection of the same object was completed after this one was started (two
 * engineers, or two devices, at one gate), unless the engineer saw that very one (`alsoAfter`) and wants
 * theirs recorded as well. It locks the object's row first, inside the submit's transaction: of two
 * inspections of one object submitted at once, the second waits until the first is committed and then sees
 * it.
 */
export async function ensureNotInspectedMeanwhile(
  tx: Db,
  inspection: { id: string; objectId: number; startedAt: Date },
  alsoAfter: string | undefined,
): Promise<void> {
  const [object] = await tx
    .select({ number: serviceObjects.serviceObjectNumber, description: serviceObjects.description })
    .from(serviceObjects)
    .where(eq(serviceObjects.id, inspection.objectId))
    .for('no key update');
  const [newest] = await tx
    .select({
      inspectionId: inspections.id,
      engineerName: users.name,
      completedAt: inspections.completedAt,
      result: inspections.result,
    })
    .from(inspections)
    .leftJoin(users, eq(users.id, inspections.engineerId))
    .where(
      and(
        eq(inspections.objectId, inspection.objectId),
        ne(inspections.id, inspection.id),
        gt(inspections.completedAt, inspection.startedAt),
      ),
    )
    .orderBy(desc(inspections.completedAt), desc(inspections.id))
    .limit(1);
  if (!newest?.completedAt || !newest.result) return;
  // Only the newest counts: a confirmation of an older one says nothing about it.
  if (newest.inspectionId === alsoAfter) return;
  throw inspectedMeanwhile({
    objectNumber: object?.number ?? '',
    objectDescription: object?.description ?? '',
    inspectionId: newest.inspectionId,
    engineerName: newest.engineerName || null,
    completedAt: newest.completedAt.toISOString(),
    result: newest.result,
  });
}
