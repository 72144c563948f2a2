import type { incidentCauses, trafficLights, trafficPossibilities } from '../../contract/objects';
import { isExpiredQuotation } from '../../contract/quotation-validity';
import type { QuotationStatus } from '../../contract/quotations';
import { roleWords } from '../../contract/roles';
import { gateStates, orderCategories } from '../../contract/vocabulary';
import { typeText } from '../calendar-feed/feed';
import type { Language } from '../errors';

/**
 * The words an exported cell shows for a code, as the list's screen shows it, in Dutch and English. The Dutch
 * words of the ERP's fixed lists are the contract's own; the others are the screens' texts.
 */
type Words<Code extends string> = Record<Language, Record<Code, string>>;

const gateState: Words<keyof typeof gateStates.erpWords> = {
  nl: gateStates.erpWords,
  en: {
    inService: 'In service',
    limited: 'Partly in service',
    failure: 'Failure',
    outOfService: 'Out of service',
    needsRepair: 'Needs repair',
  },
};

const orderCategory: Words<keyof typeof orderCategories.erpWords> = {
  nl: orderCategories.erpWords,
  en: { failure: 'Failure', maintenance: 'Maintenance', repair: 'Repair', inspection: 'Inspection' },
};

const appointmentType = typeText;

/** An appointment's state: a booked visit not done yet says whether it is requested or planned. */
const appointmentState: Words<'open' | 'done' | 'requested' | 'planned' | 'declined'> = {
  nl: {
    open: 'Open',
    done: 'Uitgevoerd',
    requested: 'Aangevraagd',
    planned: 'Ingepland',
    declined: 'Afgewezen',
  },
  en: { open: 'Open', done: 'Done', requested: 'Requested', planned: 'Planned', declined: 'Declined' },
};

const quotationStatus: Words<'New' | 'Submitted' | 'Revised' | 'Rejected' | 'Order'> = {
  nl: { New: 'Nieuw', Submitted: 'Ingediend', Revised: 'Herzien', Rejected: 'Afgewezen', Order: 'Order' },
  en: { New: 'New', Submitted: 'Submitted', Revised: 'Revised', Rejected: 'Rejected', Order: 'Order' },
};

const failureKind: Words<'question' | 'reportFailure' | 'reportBreakdown'> = {
  nl: { question: 'Vraag', reportFailure: 'Storing melden', reportBreakdown: 'Defect melden' },
  en: { question: 'Question', reportFailure: 'Report failure', reportBreakdown: 'Report breakdown' },
};

/** A report's state; an open one that stops traffic is urgent, as the list's badge says. */
const failureStatus: Words<'new' | 'urgent' | 'inProgress' | 'solved'> = {
  nl: { new: 'Open', urgent: 'Spoed', inProgress: 'In behandeling', solved: 'Opgelost' },
  en: { new: 'Open', urgent: 'Urgent', inProgress: 'In progress', solved: 'Solved' },
};

/** What the reporter saw at the gate: the list's words of the contact form's answers. */
const trafficLight: Words<(typeof trafficLights)[number]> = {
  nl: { green: 'Groen', red: 'Rood', blinking: 'Knipperend', off: 'Uit' },
  en: { green: 'Green', red: 'Red', blinking: 'Blinking', off: 'Off' },
};

const trafficPossible: Words<(typeof trafficPossibilities)[number]> = {
  nl: { open: 'Poort open', partiallyOpen: 'Gedeeltelijk open', closed: 'Gesloten' },
  en: { open: 'Gate open', partiallyOpen: 'Partially open', closed: 'Closed' },
};

const incidentCause: Words<(typeof incidentCauses)[number]> = {
  nl: { no: 'Geen', collision: 'Aanrijding', vandalism: 'Vandalisme', other: 'Anders' },
  en: { no: 'No', collision: 'Collision', vandalism: 'Vandalism', other: 'Other' },
};

const userStatus: Words<'invited' | 'active' | 'deactivated'> = {
  nl: { invited: 'Uitgenodigd', active: 'Actief', deactivated: 'Verwijderd/geblokkeerd' },
  en: { invited: 'Invited', active: 'Active', deactivated: 'Deleted/blocked' },
};

const role = roleWords;

const timelineEvent: Words<
  | 'inspection'
  | 'failureReported'
  | 'failureSolved'
  | 'jobOrder'
  | 'appointment'
  | 'bookedVisit'
  | 'quotation'
  | 'invoice'
  | 'document'
  | 'gateState'
> = {
  nl: {
    inspection: 'Onderhoudsinspectie',
    failureReported: 'Storing gemeld',
    failureSolved: 'Storing opgelost',
    jobOrder: 'Werkbon',
    appointment: 'Afspraak',
    bookedVisit: 'Geboekt bezoek',
    quotation: 'Offerte',
    invoice: 'Factuur',
    document: 'Document',
    gateState: 'Status installatie gewijzigd',
  },
  en: {
    inspection: 'Maintenance inspection',
    failureReported: 'Failure reported',
    failureSolved: 'Failure solved',
    jobOrder: 'Job order',
    appointment: 'Appointment',
    bookedVisit: 'Booked visit',
    quotation: 'Quotation',
    invoice: 'Invoice',
    document: 'Document',
    gateState: 'Gate state changed',
  },
};

const inspectionResult: Words<'conform' | 'notConform' | 'notPossible'> = {
  nl: { conform: 'Conform', notConform: 'Niet conform', notPossible: 'Onderhoud niet mogelijk' },
  en: { conform: 'Conform', notConform: 'Not conform', notPossible: 'Maintenance not possible' },
};

const yesNo: Words<'yes' | 'no'> = { nl: { yes: 'Ja', no: 'Nee' }, en: { yes: 'Yes', no: 'No' } };

const lists = {
  gateState,
  orderCategory,
  appointmentType,
  appointmentState,
  quotationStatus,
  failureKind,
  failureStatus,
  trafficLight,
  trafficPossible,
  incidentCause,
  userStatus,
  role,
  timelineEvent,
  inspectionResult,
  yesNo,
};

type Lists = typeof lists;

/** The word of `code` in the list `list`, in `language`; a code the list does not know is shown as it is. */
export function wordOf<L extends keyof Lists>(
  list: L,
  code: string | null | undefined,
  language: Language,
): string | null {
  if (code === null || code === undefined) return null;
  const words = lists[list][language] as Record<string, string>;
  return words[code] ?? code;
}

const quotationExpired: Record<Language, string> = { nl: 'verlopen', en: 'expired' };

/**
 * A quotation's status in its cell: an open one past its validity date says so beside it, as the status
 * badges on screen do ('Ingediend (verlopen)').
 */
export function quotationStatusText(
  status: string | null | undefined,
  validUntil: string | null | undefined,
  language: Language,
): string | null {
  const word = wordOf('quotationStatus', status, language);
  const expired = isExpiredQuotation({ status: status as QuotationStatus, validUntil: validUntil ?? null });
  return expired ? `${word} (${quotationExpired[language]})` : word;
}
