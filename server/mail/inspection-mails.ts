import type { InspectionResult } from '../../contract/inspection';
import type { Language } from '../errors';
import { compose, greeting } from './templates';

export interface InspectionMailFacts {
  objectNumber: string;
  objectDescription: string;
  locationName: string;
  relationName: string;
  engineerName: string;
  date: Date;
  result: InspectionResult;
  /** Whether the customer signed the report; "continue without approval" leaves it unsigned. */
  signed: boolean;
  /** Why maintenance was not possible, as the customer may read it. */
  reason: string;
  /** The object's page in the portal, where the report is among its documents. */
  link: string;
}

const resultText = {
  nl: {
    conform: 'alle punten zijn conform; de installatie is in bedrijf.',
    notConform: 'niet alle punten zijn conform; de installatie heeft een reparatie nodig.',
    notPossible: 'het onderhoud was niet mogelijk.',
  },
  en: {
    conform: 'every item is conform; the gate is in order.',
    notConform: 'not every item is conform; the gate needs a repair.',
    notPossible: 'maintenance was not possible.',
  },
};

const dateOf = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

/** The report of a completed inspection, to the location contact and the relation's company admins. */
export function inspectionReportMail(language: Language, facts: InspectionMailFacts, name?: string) {
  const object = `${facts.objectNumber}${facts.objectDescription ? ` (${facts.objectDescription})` : ''}`;
  const date = dateOf(language, facts.date);
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Onderhoudsrapport ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `Op ${date} heeft ${facts.engineerName} onderhoud uitgevoerd aan installatie ${object} op locatie ${facts.locationName} van ${facts.relationName}.`,
            `Het resultaat: ${resultText.nl[facts.result]}`,
            facts.signed
              ? 'Het ondertekende rapport staat bij de documenten van de installatie in het serviceportaal:'
              : 'Het rapport is zonder handtekening van de klant afgerond en staat bij de documenten van de installatie in het serviceportaal:',
          ],
          button: 'Rapport bekijken',
          outro: ['Heeft u vragen over het rapport? Neem dan contact met ons op.'],
        }
      : {
          subject: `Maintenance report ${facts.objectNumber}, ${facts.locationName}`,
          greeting: greeting(language, name),
          intro: [
            `On ${date} ${facts.engineerName} carried out maintenance on gate ${object} at ${facts.locationName} of ${facts.relationName}.`,
            `The result: ${resultText.en[facts.result]}`,
            facts.signed
              ? "The signed report is among the gate's documents in the service portal:"
              : "The report was completed without the customer's signature and is among the gate's documents in the service portal:",
          ],
          button: 'View the report',
          outro: ['Questions about the report? Please contact us.'],
        },
  );
}

/** "Maintenance not possible": the gate is unsafe or out of order, with the reason the customer may read. */
export function maintenanceNotPossibleMail(language: Language, facts: InspectionMailFacts, name?: string) {
  const object = `${facts.objectNumber}${facts.objectDescription ? ` (${facts.objectDescription})` : ''}`;
  const date = dateOf(language, facts.date);
  const reason = facts.reason.trim();
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Onderhoud niet mogelijk: installatie ${facts.objectNumber} buiten gebruik`,
          greeting: greeting(language, name),
          intro: [
            `Op ${date} kon ${facts.engineerName} het onderhoud aan installatie ${object} op locatie ${facts.locationName} niet uitvoeren.`,
            'De installatie is onveilig of buiten gebruik. Gebruik haar niet tot wij contact met u hebben opgenomen.',
            ...(reason ? [`Reden: ${reason}`] : []),
            'De melding staat bij de installatie in het serviceportaal:',
          ],
          button: 'Installatie bekijken',
          outro: ['Wij nemen zo snel mogelijk contact met u op voor een nieuwe afspraak.'],
        }
      : {
          subject: `Maintenance not possible: gate ${facts.objectNumber} out of order`,
          greeting: greeting(language, name),
          intro: [
            `On ${date} ${facts.engineerName} could not carry out the maintenance of gate ${object} at ${facts.locationName}.`,
            'The gate is unsafe or out of order. Do not use it until we have contacted you.',
            ...(reason ? [`Reason: ${reason}`] : []),
            'The notice is with the gate in the service portal:',
          ],
          button: 'View the gate',
          outro: ['We will contact you as soon as possible for a new appointment.'],
        },
  );
}
