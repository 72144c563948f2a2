import type { DayPart, VisitKind } from '../../contract/booking';
import type { Language } from '../errors';
import { compose, greeting } from './templates';

export interface VisitMailFacts {
  kind: VisitKind;
  objectNumber: string;
  locationName: string;
  /** The date the customer asked for (YYYY-MM-DD) and the part of the day. */
  preferredDate: string;
  dayPart: DayPart;
  /** The object's page in the portal, where its appointments are listed. */
  link: string;
}

const kindText: Record<Language, Record<VisitKind, string>> = {
  nl: { maintenance: 'onderhoud', repair: 'een reparatie', inspection: 'een keuring', other: 'een bezoek' },
  en: { maintenance: 'maintenance', repair: 'a repair', inspection: 'an inspection', other: 'a visit' },
};

const dayPartText: Record<Language, Record<DayPart, string>> = {
  nl: { morning: "'s ochtends", afternoon: "'s middags", anyTime: 'op een moment naar keuze' },
  en: { morning: 'in the morning', afternoon: 'in the afternoon', anyTime: 'at any time' },
};

const tag = (language: Language) => (language === 'nl' ? 'nl-NL' : 'en-GB');

/** A calendar date (YYYY-MM-DD) as words: "dinsdag 24 november 2026". */
const dayOf = (language: Language, date: string) =>
  new Intl.DateTimeFormat(tag(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const momentOf = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(tag(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

/** The receipt of a booked visit: what was asked for, and that the provider will plan it. */
export function visitRequestedMail(language: Language, facts: VisitMailFacts, name?: string) {
  const wish = `${dayOf(language, facts.preferredDate)} ${dayPartText[language][facts.dayPart]}`;
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Bezoek aangevraagd: ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `Wij hebben uw aanvraag ontvangen voor ${kindText.nl[facts.kind]} aan installatie ${facts.objectNumber} op locatie ${facts.locationName}, bij voorkeur ${wish}.`,
            'Wij plannen het bezoek en laten u weten wanneer de monteur komt. De aanvraag staat bij de afspraken van de installatie:',
          ],
          button: 'Installatie bekijken',
          outro: [],
        }
      : {
          subject: `Visit requested: ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `We have received your request for ${kindText.en[facts.kind]} of gate ${facts.objectNumber} at ${facts.locationName}, preferably ${wish}.`,
            "We will plan the visit and let you know when the engineer comes. The request is among the gate's appointments:",
          ],
          button: 'View the gate',
          outro: [],
        },
  );
}

/** The requested visit is planned: when, and who comes. */
export function visitPlannedMail(
  language: Language,
  facts: VisitMailFacts & { at: Date; engineerName: string },
  name?: string,
) {
  const when = momentOf(language, facts.at);
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Bezoek ingepland: ${facts.objectNumber} op ${when}`,
          greeting: greeting(language, name),
          intro: [
            `Uw aanvraag voor ${kindText.nl[facts.kind]} aan installatie ${facts.objectNumber} op locatie ${facts.locationName} is ingepland.`,
            `Monteur ${facts.engineerName} komt op ${when}.`,
          ],
          button: 'Afspraak bekijken',
          outro: ['Past dit moment niet? Neem dan contact met ons op.'],
        }
      : {
          subject: `Visit planned: ${facts.objectNumber} on ${when}`,
          greeting: greeting(language, name),
          intro: [
            `Your request for ${kindText.en[facts.kind]} of gate ${facts.objectNumber} at ${facts.locationName} has been planned.`,
            `Engineer ${facts.engineerName} will come on ${when}.`,
          ],
          button: 'View the appointment',
          outro: ['Does this not suit you? Please contact us.'],
        },
  );
}

/** The requested visit is declined, with the provider's reason. */
export function visitDeclinedMail(
  language: Language,
  facts: VisitMailFacts & { reason: string },
  name?: string,
) {
  const wish = dayOf(language, facts.preferredDate);
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Bezoek niet ingepland: ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `Uw aanvraag voor ${kindText.nl[facts.kind]} aan installatie ${facts.objectNumber} op locatie ${facts.locationName} op ${wish} kunnen wij niet inplannen.`,
            `Reden: ${facts.reason}`,
          ],
          button: 'Installatie bekijken',
          outro: ['Neem gerust contact met ons op of vraag een ander moment aan.'],
        }
      : {
          subject: `Visit not planned: ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `We cannot plan your request for ${kindText.en[facts.kind]} of gate ${facts.objectNumber} at ${facts.locationName} on ${wish}.`,
            `Reason: ${facts.reason}`,
          ],
          button: 'View the gate',
          outro: ['Feel free to contact us or request another moment.'],
        },
  );
}
