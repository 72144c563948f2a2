import type { DeclineReason } from '../../contract/quotation-approval';
import type { Language } from '../errors';
import { compose, greeting } from './templates';

export interface QuotationMailFacts {
  quotationNumber: string;
  description: string | null;
  version: number;
  relationName: string;
  /** Who decided, and their function. */
  signerName: string;
  signerFunction: string;
  at: Date;
  /** The quotation's page in the portal. */
  link: string;
}

const when = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

const named = (f: Pick<QuotationMailFacts, 'quotationNumber' | 'description'>) =>
  `${f.quotationNumber}${f.description ? ` (${f.description})` : ''}`;

/** "OF26-00183, versie 1 (Nieuwe boomarm)": one pair of brackets, not the description's and the version's. */
const namedVersion = (
  language: Language,
  f: Pick<QuotationMailFacts, 'quotationNumber' | 'description' | 'version'>,
) =>
  `${f.quotationNumber}, ${language === 'nl' ? 'versie' : 'version'} ${f.version}${f.description ? ` (${f.description})` : ''}`;

/** The signed acceptance, to the signer and to the provider's service desk; the signed PDF is attached. */
export function quotationAcceptedMail(
  language: Language,
  facts: QuotationMailFacts,
  to: 'signer' | 'serviceDesk',
  name?: string,
) {
  const at = when(language, facts.at);
  return compose(
    language,
    facts.link,
    language === 'nl'
      ? {
          subject: `Offerte ${facts.quotationNumber} geaccepteerd`,
          greeting: greeting(language, name),
          intro: [
            to === 'signer'
              ? `U heeft op ${at} offerte ${namedVersion('nl', facts)} geaccepteerd en ondertekend namens ${facts.relationName}.`
              : `${facts.signerName} (${facts.signerFunction}) heeft op ${at} offerte ${namedVersion('nl', facts)} geaccepteerd en ondertekend namens ${facts.relationName}. De offerte is nu een order.`,
            'Het ondertekende document zit als bijlage bij dit bericht en staat bij de documenten van de offerte in het serviceportaal:',
          ],
          button: 'Offerte bekijken',
          outro: to === 'signer' ? ['Wij nemen contact met u op om het werk in te plannen.'] : [],
        }
      : {
          subject: `Quotation ${facts.quotationNumber} accepted`,
          greeting: greeting(language, name),
          intro: [
            to === 'signer'
              ? `On ${at} you accepted and signed quotation ${namedVersion('en', facts)} for ${facts.relationName}.`
              : `On ${at} ${facts.signerName} (${facts.signerFunction}) accepted and signed quotation ${namedVersion('en', facts)} for ${facts.relationName}. The quotation is now an order.`,
            "The signed document is attached to this message and is among the quotation's documents in the service portal:",
          ],
          button: 'View the quotation',
          outro: to === 'signer' ? ['We will contact you to plan the work.'] : [],
        },
  );
}

const reasons: Record<Language, Record<DeclineReason, string>> = {
  nl: {
    price: 'te duur',
    timing: 'niet het goede moment',
    otherSupplier: 'andere leverancier gekozen',
    notNeeded: 'niet meer nodig',
    other: 'anders',
  },
  en: {
    price: 'too expensive',
    timing: 'not the right time',
    otherSupplier: 'chose another supplier',
    notNeeded: 'no longer needed',
    other: 'other',
  },
};

/** A rejected quotation or a question about one, to the provider's service desk (which reads Dutch). */
export function quotationAnsweredMail(
  language: Language,
  facts: QuotationMailFacts,
  answer:
    | { kind: 'declined'; reason: DeclineReason; text: string | null }
    | { kind: 'questioned'; text: string },
) {
  const at = when(language, facts.at);
  const nl = language === 'nl';
  const who = `${facts.signerName}${facts.signerFunction ? ` (${facts.signerFunction})` : ''}`;
  const intro =
    answer.kind === 'declined'
      ? [
          nl
            ? `${who} heeft op ${at} offerte ${namedVersion('nl', facts)} afgewezen namens ${facts.relationName}.`
            : `On ${at} ${who} rejected quotation ${namedVersion('en', facts)} for ${facts.relationName}.`,
          `${nl ? 'Reden' : 'Reason'}: ${reasons[language][answer.reason]}${answer.text ? `. ${answer.text}` : ''}`,
        ]
      : [
          nl
            ? `${who} vraagt op ${at} om een wijziging van offerte ${namedVersion('nl', facts)} namens ${facts.relationName}:`
            : `On ${at} ${who} asked for a change to quotation ${namedVersion('en', facts)} for ${facts.relationName}:`,
          answer.text,
          nl
            ? 'U kunt in het portaal een herziene versie uitbrengen:'
            : 'You can issue a revised version in the portal:',
        ];
  return compose(language, facts.link, {
    subject:
      answer.kind === 'declined'
        ? `${nl ? 'Offerte' : 'Quotation'} ${facts.quotationNumber} ${nl ? 'afgewezen' : 'rejected'}`
        : `${nl ? 'Vraag over offerte' : 'Question about quotation'} ${facts.quotationNumber}`,
    greeting: greeting(language),
    intro,
    button: nl ? 'Offerte bekijken' : 'View the quotation',
    outro: [],
  });
}

/** What a revised version's mail to the customer says of it. */
export interface RevisionMailFacts {
  quotationNumber: string;
  description: string | null;
  version: number;
  relationName: string;
  validUntil: string | null;
  /** The provider's note to the customer with the revision. */
  note: string | null;
  /** The quotation's page in the portal. */
  link: string;
}

const day = (language: Language, isoDay: string) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(isoDay));

/** A revised version issued by the provider, to each of the customer's users who may decide on it. */
export function quotationRevisedMail(language: Language, facts: RevisionMailFacts, name?: string) {
  const nl = language === 'nl';
  const quotation = named(facts);
  return compose(language, facts.link, {
    subject: nl
      ? `Herziene offerte ${facts.quotationNumber} (versie ${facts.version})`
      : `Revised quotation ${facts.quotationNumber} (version ${facts.version})`,
    greeting: greeting(language, name),
    intro: [
      nl
        ? `Er staat een herziene versie (versie ${facts.version}) van offerte ${quotation} voor ${facts.relationName} voor u klaar.`
        : `A revised version (version ${facts.version}) of quotation ${quotation} for ${facts.relationName} is ready for you.`,
      ...(facts.note ? [`${nl ? 'Toelichting' : 'Note'}: ${facts.note}`] : []),
      ...(facts.validUntil
        ? [
            nl
              ? `De offerte is geldig tot en met ${day(language, facts.validUntil)}.`
              : `The quotation is valid until ${day(language, facts.validUntil)} inclusive.`,
          ]
        : []),
      nl
        ? 'In het serviceportaal kunt u de offerte lezen en accepteren, afwijzen of er een wijziging voor vragen:'
        : 'In the service portal you can read the quotation and accept it, decline it or ask for a change:',
    ],
    button: nl ? 'Offerte bekijken' : 'View the quotation',
    outro: [],
  });
}
