import { roleWords } from '../../contract/roles';

/** Dutch texts of user administration and settings. */
export const usersNl = {
  users: {
    title: 'Gebruikers',
    tabs: {
      label: 'Welke gebruikers',
      all: 'Alle gebruikers',
      customers: 'Alle behalve medewerkers dienstverlener',
      activated: 'Alleen geactiveerde accounts',
    },
    search: 'Zoek op naam of e-mail',
    none: 'Er zijn geen gebruikers.',
    name: 'Naam',
    email: 'E-mail',
    role: 'Rol',
    status: 'Status',
    manager: 'Beheerder',
    locations: 'Locaties',
    relations: 'Relaties',
    invitedAt: 'Uitgenodigd op',
    actions: 'Acties',
    actionsFor: 'Acties voor {{name}}',
    allLocations: 'Alle locaties',
    noName: 'Nog geen naam',
    you: 'Dit bent u',
    statuses: {
      invited: 'Uitgenodigd',
      active: 'Actief',
      deactivated: 'Verwijderd/geblokkeerd',
    },
    roles: roleWords.nl,
    invite: 'Gebruiker uitnodigen',
    inviteTitle: 'Gebruiker uitnodigen bij {{relation}}',
    inviteSubmit: 'Uitnodiging versturen',
    inviteLanguage: 'Taal van de uitnodiging',
    invited: 'Uitnodiging verstuurd.',
    invitedTo:
      'De uitnodiging is verstuurd naar {{email}}. U kunt de activatielink ook zelf doorsturen; hij werkt {{days}} dagen, tot het account geactiveerd is.',
    addedExisting: '{{email}} heeft al een account en hoort nu ook bij {{relation}}.',
    inviteLink: 'Activatielink',
    inviteAnother: 'Nog iemand uitnodigen',
    resend: 'Uitnodiging opnieuw versturen',
    invitationResent: 'Uitnodiging opnieuw verstuurd; de vorige link werkt niet meer.',
    copyLink: 'Directe link kopiëren',
    copyFailed: 'Kopiëren mislukt: {{error}}',
    deactivate: 'Deactiveren',
    deactivateTitle: 'Gebruiker deactiveren',
    deactivateConfirm:
      '{{name}} kan daarna niet meer inloggen, en een open sessie eindigt bij de volgende actie. U kunt het account later heractiveren.',
    deactivated: 'Gebruiker gedeactiveerd.',
    reactivate: 'Heractiveren',
    reactivated: 'Gebruiker geheractiveerd.',
    cancel: 'Annuleren',
    changeRole: 'Rol wijzigen',
    makeManager: 'Beheerder maken',
    removeManager: 'Niet langer beheerder',
    managerAdded: 'Beheerder toegevoegd.',
    managerRemoved: 'Beheerder verwijderd.',
    permissions: 'Rechten',
    copyToLocation: 'Gebruikers naar locatie kopiëren',
    copyTarget: 'Naar locatie',
    copyWhich: 'Welke gebruikers',
    copyWhichHint: 'Gebruikers die de locatie al zien, staan er niet tussen.',
    copySubmit: 'Kopiëren',
    copyChooseTarget: 'Kies een locatie',
    copyChooseUsers: 'Kies minstens één gebruiker',
    copyNobody: 'Er zijn geen gebruikers die nog geen toegang tot deze locatie hebben.',
    nothingCopied: 'Deze gebruikers zagen de locatie al; er is niets veranderd.',
    copyTargetHint:
      'Alleen locaties van {{relation}}: gebruikers van deze klant krijgen zo nooit toegang tot een andere klant.',
    addedRoleChanged:
      '{{email}} had al een account en hoort nu ook bij {{relation}}. De rol is gewijzigd in {{role}}; dat geldt voor alle klanten van deze gebruiker. Er is een e-mail verstuurd dat de gebruiker nu toegang heeft.',
    addedRoleKept:
      '{{email}} had al een account en hoort nu ook bij {{relation}}. De rol is niet gewijzigd en blijft {{role}}. Er is een e-mail verstuurd dat de gebruiker nu toegang heeft.',
    remove: 'Weghalen',
    removeTitle: 'Gebruiker weghalen',
    removeFromLocation: 'Van deze locatie weghalen',
    removeFromLocationConfirm:
      '{{name}} ziet {{location}} daarna niet meer, vanaf de eerstvolgende actie. De andere locaties van deze gebruiker blijven.',
    removedFromLocation: 'Gebruiker van de locatie weggehaald.',
    removeFromRelation: 'Bij deze klant weghalen',
    removeFromRelationConfirm:
      '{{name}} hoort daarna niet meer bij {{relation}} en ziet vanaf de eerstvolgende actie niets meer van deze klant. Het account zelf en andere klanten blijven.',
    removedFromRelation: 'Gebruiker bij de klant weggehaald.',
    reload: 'Opnieuw laden',
    staffInvite: 'Medewerker uitnodigen',
    staffInviteTitle: 'Medewerker van de dienstverlener uitnodigen',
    staffRoleTitle: 'Rol van {{name}} wijzigen',
  },
  settings: {
    title: 'Instellingen',
    intro: 'Kies een relatie om de gebruikers en locaties te beheren.',
    search: 'Zoek een relatie',
    noMatches: 'Geen relaties gevonden voor "{{q}}".',
    more: {
      one: 'En nog {{count}} relatie; verfijn de zoekopdracht.',
      other: 'En nog {{count}} relaties; verfijn de zoekopdracht.',
    },
    relationIntro: 'De gebruikers van deze relatie en wat ze mogen.',
    locations: 'Locaties',
    locationsIntro: 'Per locatie: wie er toegang toe heeft, en hun rechten.',
    noLocations: 'Deze relatie heeft geen locaties.',
    locationIntro: 'De gebruikers van {{relation}} die deze locatie zien.',
    noLocationUsers: 'Niemand ziet deze locatie.',
    permissionManager: 'Rechtenbeheer',
  },
  unsaved: {
    title: 'Wijzigingen niet opgeslagen',
    question:
      'U heeft wijzigingen die nog niet zijn opgeslagen. Als u deze pagina verlaat, gaan ze verloren.',
    stay: 'Op deze pagina blijven',
    leave: 'Verlaten zonder opslaan',
    pending: 'Wijzigingen nog niet opgeslagen',
  },
  locationEdit: {
    managementTitle: 'Beheerder wijzigen',
    managementIntro: 'Wie de locatie {{location}} beheert. Bedrijf en telefoonnummer zijn verplicht.',
    contactTitle: 'Contactpersoon locatie wijzigen',
    contactIntro:
      'Wie er op de locatie {{location}} aanspreekpunt is. Maak alle velden leeg om de contactpersoon te verwijderen.',
    save: 'Opslaan',
    cancel: 'Annuleren',
    editManagement: 'Beheerder wijzigen',
    editContact: 'Contactpersoon wijzigen',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The English texts have exactly this shape. */
export type UsersDictionary = Widen<typeof usersNl>;
