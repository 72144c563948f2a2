import type { FailureKind, FailureStatus } from '../../contract/contact';
import type { Language } from '../errors';
import { compose, greeting } from './templates';

/** What the mails about one failure report say; texts as the reporter typed them. */
export interface FailureMailFacts {
  kind: FailureKind;
  /** The object's number, or null for a question about a location. */
  objectNumber: string | null;
  locationName: string | null;
  relationName: string;
  description: string;
  reporterName: string;
  reporterPhone: string;
  urgent: boolean;
  fromPublicPage: boolean;
  /** Filed by an inspection: the customer's people read about it, none of whom reported it. */
  fromInspection: boolean;
  /** Where the report is seen in the portal: the object's page, or the provider's list. */
  link: string;
}

const kindText = {
  nl: { question: 'vraag', reportFailure: 'storingsmelding', reportBreakdown: 'defectmelding' },
  en: { question: 'question', reportFailure: 'failure report', reportBreakdown: 'breakdown report' },
} as const;

const statusText = {
  nl: { new: 'nieuw', inProgress: 'in behandeling', solved: 'opgelost' },
  en: { new: 'new', inProgress: 'in progress', solved: 'solved' },
} as const;

const subjectOf = (language: Language, facts: FailureMailFacts) => {
  const about = [facts.objectNumber, facts.locationName].filter(Boolean).join(', ');
  const kind = kindText[language][facts.kind];
  return `${kind[0].toUpperCase()}${kind.slice(1)}${about ? ` ${about}` : ''}`;
};

/** A new report, to the provider's service desk: everything needed to call the reporter back. */
export function newReportToServiceDeskMail(language: Language, facts: FailureMailFacts) {
  const nl = language === 'nl';
  const lines = [
    `${nl ? 'Klant' : 'Customer'}: ${facts.relationName}`,
    ...(facts.locationName ? [`${nl ? 'Locatie' : 'Location'}: ${facts.locationName}`] : []),
    ...(facts.objectNumber ? [`${nl ? 'Installatie' : 'Gate'}: ${facts.objectNumber}`] : []),
    `${nl ? 'Melder' : 'Reporter'}: ${facts.reporterName}, ${facts.reporterPhone}`,
  ].join('\n');
  const urgent = facts.urgent
    ? nl
      ? 'SPOED: doorgang niet mogelijk. '
      : 'URGENT: traffic not possible. '
    : '';
  const source = facts.fromPublicPage
    ? nl
      ? 'De melding komt van de openbare pagina van de installatie (QR-sticker), zonder account.'
      : "The report comes from the gate's public page (QR sticker), without an account."
    : nl
      ? 'De melding komt uit het serviceportaal.'
      : 'The report comes from the service portal.';
  return compose(language, facts.link, {
    subject: `${urgent}${subjectOf(language, facts)}`,
    greeting: greeting(language),
    intro: [
      nl
        ? `Er is een nieuwe ${kindText.nl[facts.kind]} binnengekomen.`
        : `A new ${kindText.en[facts.kind]} has come in.`,
      lines,
      facts.description,
      source,
    ],
    button: nl ? 'Melding bekijken' : 'View the report',
    outro: [],
  });
}

/** The reporter's confirmation that the report has arrived. */
export function reportReceivedMail(language: Language, facts: FailureMailFacts) {
  const nl = language === 'nl';
  return compose(language, facts.link, {
    subject: nl ? `Ontvangen: ${subjectOf(language, facts)}` : `Received: ${subjectOf(language, facts)}`,
    greeting: greeting(language, facts.reporterName),
    intro: [
      nl
        ? `Wij hebben uw ${kindText.nl[facts.kind]} ontvangen en nemen zo snel mogelijk contact met u op.`
        : `We have received your ${kindText.en[facts.kind]} and will contact you as soon as possible.`,
      facts.description,
      nl ? 'U volgt de melding in het serviceportaal:' : 'You can follow the report in the service portal:',
    ],
    button: nl ? 'Melding bekijken' : 'View the report',
    outro: [],
  });
}

/**
 * Every status change is mailed: to the reporter ("your report"), or for a failure an inspection filed to the
 * customer's people ("the report from the maintenance"). A solved report says what was done.
 */
export function reportStatusMail(
  language: Language,
  facts: FailureMailFacts,
  status: FailureStatus,
  realizedSolution: string,
  name: string = facts.reporterName,
) {
  const nl = language === 'nl';
  const state = statusText[language][status];
  const kind = kindText[language][facts.kind];
  const whose = facts.fromInspection
    ? nl
      ? `De status van de ${kind} uit het onderhoud`
      : `The status of the ${kind} from the maintenance`
    : nl
      ? `De status van uw ${kind}`
      : `The status of your ${kind}`;
  const what = facts.fromInspection ? (nl ? 'De melding' : 'The report') : nl ? 'Uw melding' : 'Your report';
  return compose(language, facts.link, {
    subject: `${subjectOf(language, facts)}: ${state}`,
    greeting: greeting(language, name),
    intro: [
      nl ? `${whose} is gewijzigd in: ${state}.` : `${whose} has changed to: ${state}.`,
      ...(status === 'solved' && realizedSolution
        ? [nl ? `Oplossing: ${realizedSolution}` : `Solution: ${realizedSolution}`]
        : []),
      `${what}: ${facts.description}`,
    ],
    button: nl ? 'Melding bekijken' : 'View the report',
    outro: [],
  });
}
