/** Teksten van de accountpagina over waar u bent ingelogd en over de agenda-koppeling. */
export const accountSecurityNl = {
  sessions: {
    title: 'Waar u bent ingelogd',
    intro:
      'De browsers en apparaten waarop u nu bent ingelogd. Herkent u er een niet? Beëindig die sessie en kies een nieuw wachtwoord.',
    thisDevice: 'Dit apparaat',
    unknownBrowser: 'Onbekende browser',
    browserOn: '{{browser}} op {{device}}',
    address: 'Adres',
    unknownAddress: 'onbekend',
    firstUsed: 'Ingelogd',
    lastUsed: 'Laatst gebruikt',
    end: 'Sessie beëindigen',
    endLabel: 'Sessie beëindigen: {{name}}',
    ended: 'De sessie is beëindigd.',
    endOthers: 'Overal anders uitloggen',
    othersEnded: 'Uw andere sessies zijn beëindigd.',
    noOthers: 'U bent nergens anders ingelogd.',
    empty: 'Er zijn geen sessies te tonen.',
  },
  calendarFeed: {
    title: 'Afspraken in uw eigen agenda',
    intro:
      'Een persoonlijk agenda-adres (iCalendar) met uw afspraken en geboekte bezoeken. Abonneer u erop in Outlook, Google Agenda of Apple Agenda; de agenda haalt wijzigingen zelf op.',
    introEngineer: 'Voor monteurs: uw eigen werk.',
    introCustomer: 'Voor klanten: de bezoeken op uw locaties.',
    none: 'U heeft nog geen agenda-adres.',
    make: 'Agenda-adres maken',
    madeOn: 'Uw agenda-adres is gemaakt op {{date}}.',
    lastRead: 'Laatst opgehaald door een agenda: {{date}}.',
    notReadYet: 'Nog niet opgehaald door een agenda.',
    renew: 'Nieuw adres maken',
    renewHint: 'Maakt u een nieuw adres, dan werkt het oude meteen niet meer.',
    remove: 'Adres verwijderen',
    removed:
      'Het agenda-adres is verwijderd. Agenda’s die erop geabonneerd waren, krijgen geen afspraken meer.',
    made: 'Uw nieuwe agenda-adres is klaar.',
    urlLabel: 'Uw agenda-adres',
    urlHint:
      'Kopieer het nu: het wordt maar één keer getoond. Houd het geheim, want iedereen met dit adres ziet uw afspraken.',
    copy: 'Adres kopiëren',
    copied: 'Het adres is gekopieerd.',
    copyFailed: 'Kopiëren lukte niet. Selecteer het adres en kopieer het zelf.',
    howTo:
      'In Outlook: Agenda toevoegen › Abonneren vanaf internet. In Google Agenda: Andere agenda’s › Via URL. In Apple Agenda: Archief › Nieuw agenda-abonnement.',
  },
};
