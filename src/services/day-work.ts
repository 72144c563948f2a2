import { inspectionsOfObject, objectChecklist } from './maintenance';
import { myAppointments } from './portal-data/appointments';
import { objectFailures, serviceObject } from './portal-data/objects';

/** How far ahead the day's work reaches: today and the next days an engineer may start early. */
export const DAYS_AHEAD = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the engineer's work on the device while there is a network: their appointments of today and the next
 * `DAYS_AHEAD` days, and for each object they concern its details, the catalogue of its type (the checklist),
 * its open failures and its inspections (the last one among them). Every answer is kept by `keptOffline`, so
 * an inspection of any of these objects starts and completes with no network. Answers how many objects.
 */
export async function keepDaysWork(now = Date.now()): Promise<number> {
  const page = { page: 1, pageSize: 100 };
  const [today, future] = await Promise.all([
    myAppointments('today', page).load(),
    myAppointments('future', page).load(),
  ]);
  const until = now + DAYS_AHEAD * DAY_MS;
  const objectIds = [
    ...new Set(
      [...today.items, ...future.items.filter((a) => Date.parse(a.date) <= until)].flatMap((a) =>
        a.fK_R_SERVICEOBJECT === null ? [] : [a.fK_R_SERVICEOBJECT],
      ),
    ),
  ];
  // One object at a time: the portal stays quick for whatever the engineer does meanwhile.
  for (const objectId of objectIds)
    await Promise.allSettled(
      [
        serviceObject(objectId),
        objectChecklist(objectId),
        objectFailures(objectId),
        inspectionsOfObject(objectId),
      ].map((call) => call.load()),
    );
  return objectIds.length;
}
