import { parseDateTime, toZoned } from '@internationalized/date';
import { dayPartStart } from '../../contract/booking';
import { type AppointmentType, appointmentTypes } from '../../contract/vocabulary';
import type { Language } from '../errors';
import { FEED_TIME_ZONE, type Feed, type FeedEvent, localStamp } from './ical';
import type { FeedVisit } from './queries';

/** An appointment's type in each language (the exports of appointment lists show the same words). */
export const typeText: Record<Language, Record<AppointmentType, string>> = {
  nl: appointmentTypes.erpWords,
  en: {
    preventiveMaintenance: 'Preventive maintenance',
    failure: 'Failure',
    safetyInspection: 'Safety inspection EN 12453',
    repair: 'Repair',
    other: 'Other',
  },
};

const words = {
  nl: {
    calendar: 'Serviceportaal: afspraken',
    requested: 'aangevraagd, nog niet gepland',
    done: 'uitgevoerd',
    relation: 'Klant',
    object: 'Installatie',
    jobOrder: 'Werkbon',
    engineer: 'Monteur',
    open: 'In het portaal',
  },
  en: {
    calendar: 'Service portal: appointments',
    requested: 'requested, not planned yet',
    done: 'done',
    relation: 'Customer',
    object: 'Gate',
    jobOrder: 'Job order',
    engineer: 'Service engineer',
    open: 'In the portal',
  },
} as const;

/** A planned visit's length: the ERP gives a start only. */
const VISIT_MS = 60 * 60 * 1000;
/** Where a part of the day a visit was asked for ends (local time). */
const dayPartEnd = { morning: '12:00', afternoon: '17:00' } as const;

/** The portal page a visit is best seen on: its gate, else its location, else its customer; one's own work. */
function pageOf(publicUrl: string, visit: FeedVisit, ownWork: boolean): string {
  if (ownWork) return `${publicUrl}/appointments`;
  const building = visit.deliveryAddressId && `/buildings/${visit.relationId}/${visit.deliveryAddressId}`;
  if (building && visit.objectId) return `${publicUrl}${building}/${visit.objectId}`;
  return `${publicUrl}${building || `/buildings/${visit.relationId}`}`;
}

/** When a visit asked for a part of a day shows: that part, or (any time) the whole day. */
function requestedWhen(visit: FeedVisit): FeedEvent['when'] {
  if (!visit.dayPart || visit.dayPart === 'anyTime') return { day: visit.startsAt };
  const date = localStamp(visit.startsAt);
  const day = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  const end = toZoned(parseDateTime(`${day}T${dayPartEnd[visit.dayPart]}`), FEED_TIME_ZONE).toDate();
  const start = toZoned(parseDateTime(`${day}T${dayPartStart[visit.dayPart]}`), FEED_TIME_ZONE).toDate();
  return { start, end };
}

export interface FeedContext {
  language: Language;
  publicUrl: string;
  /** An engineer's calendar of their own work (links to My appointments), or a customer's. */
  ownWork: boolean;
  now: Date;
}

export function feedOf(visits: FeedVisit[], { language, publicUrl, ownWork, now }: FeedContext): Feed {
  const w = words[language];
  const host = new URL(publicUrl).host;
  return {
    name: w.calendar,
    stamp: now,
    events: visits.map((visit) => {
      const requested = visit.request === 'requested';
      const place = visit.locationName ?? visit.relationName;
      const what = typeText[language][visit.type];
      const note = requested ? ` (${w.requested})` : visit.status === 'done' ? ` (${w.done})` : '';
      const url = pageOf(publicUrl, visit, ownWork);
      const address = [visit.street, [visit.postalCode, visit.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      return {
        uid: `appointment-${visit.id}@${host}`,
        summary: `${what}: ${visit.objectNumber ?? place}${visit.objectNumber ? `, ${place}` : ''}${note}`,
        location: [visit.locationName, address].filter(Boolean).join(', '),
        description: [
          `${w.relation}: ${visit.relationName}`,
          visit.objectNumber && `${w.object}: ${visit.objectNumber}`,
          visit.jobOrderNumber && `${w.jobOrder}: ${visit.jobOrderNumber}`,
          visit.engineerName && `${w.engineer}: ${visit.engineerName}`,
          `${w.open}: ${url}`,
        ]
          .filter(Boolean)
          .join('\n'),
        url,
        status: requested ? 'TENTATIVE' : 'CONFIRMED',
        when: requested
          ? requestedWhen(visit)
          : { start: visit.startsAt, end: new Date(visit.startsAt.getTime() + VISIT_MS) },
      };
    }),
  };
}
