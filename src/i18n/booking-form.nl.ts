import type { VisitKind } from '../../contract/booking';
import type { Widen } from './widen';

/** Dutch texts of the booking form and of planning the requested visits: they arrive with those screens. */
export const bookingFormNl = {
  bookingForm: {
    title: 'Bezoek aanvragen',
    intro: 'Vraag een bezoek van een monteur aan. Wij plannen het en mailen u wanneer de monteur komt.',
    location: 'Locatie',
    object: 'Installatie',
    noObjects: 'U heeft geen installaties waarvoor u een bezoek kunt aanvragen.',
    kind: 'Soort bezoek',
    kinds: {
      maintenance: 'Onderhoud',
      repair: 'Reparatie',
      inspection: 'Keuring',
      other: 'Anders',
    } satisfies Record<VisitKind, string>,
    date: 'Gewenste datum',
    dateHelp: 'Een werkdag (maandag tot en met vrijdag), vandaag of later.',
    dayPart: 'Dagdeel',
    remarks: 'Opmerkingen',
    remarksHelp: 'Bijvoorbeeld wat er aan de hand is of hoe de monteur binnenkomt.',
    submit: 'Bezoek aanvragen',
    cancel: 'Annuleren',
    requested: 'Uw aanvraag is verstuurd. U krijgt een e-mail zodra het bezoek is ingepland.',
    errors: {
      dateRequired: 'Kies een datum',
      datePast: 'Kies een datum vanaf vandaag',
      notWorkingDay: 'Kies een werkdag (maandag tot en met vrijdag)',
      timeInvalid: 'Vul een tijd in als UU:MM, bijvoorbeeld 09:30',
      objectRequired: 'Kies een installatie',
      kindRequired: 'Kies de soort bezoek',
      dayPartRequired: 'Kies een dagdeel',
      engineerRequired: 'Kies een monteur',
      engineerUnknown: 'Deze monteur kan niet worden ingepland',
      reasonRequired: 'Vul een reden in',
    },
    planning: {
      title: 'Aangevraagde bezoeken',
      intro:
        'Bezoeken die klanten hebben aangevraagd. Plan ze in voor een monteur of wijs ze af met een reden.',
      none: 'Er zijn geen aangevraagde bezoeken.',
      list: 'Aangevraagde bezoeken',
      requestedAt: 'Aangevraagd op',
      customer: 'Klant',
      object: 'Installatie',
      kind: 'Soort',
      preferred: 'Voorkeur',
      requester: 'Aanvrager',
      remarks: 'Opmerkingen',
      actions: 'Acties',
      plan: 'Inplannen',
      decline: 'Afwijzen',
      planTitle: 'Bezoek inplannen: {{object}}',
      declineTitle: 'Bezoek afwijzen: {{object}}',
      date: 'Datum',
      time: 'Tijd',
      timeHelp: 'UU:MM, bijvoorbeeld 09:30',
      engineer: 'Monteur',
      reason: 'Reden',
      reasonHelp: 'De aanvrager leest deze reden in de e-mail.',
      save: 'Inplannen',
      confirmDecline: 'Afwijzen',
      cancel: 'Annuleren',
      planned: 'Het bezoek is ingepland; de aanvrager krijgt een e-mail.',
      declined: 'Het bezoek is afgewezen; de aanvrager krijgt een e-mail.',
    },
  },
};

/** The English texts have exactly this shape. */
export type BookingFormDictionary = Widen<typeof bookingFormNl>;
