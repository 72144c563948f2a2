/** Dutch texts of the indicator of the network and the outbox of field work; loaded with it, for engineers only. */
export const fieldSyncNl = {
  fieldSync: {
    label: 'Verzending',
    online: 'Online',
    offline: 'Offline',
    serverUnreachable: 'Server niet bereikbaar',
    allSent: 'Alles verzonden',
    sending: 'Verzenden…',
    waiting: { one: '{{count}} wijziging wacht', other: '{{count}} wijzigingen wachten' },
    photo: 'foto {{number}} van {{of}}, {{percent}}%',
    signedOut: 'Log opnieuw in om te verzenden',
    sendNow: 'Nu verzenden',
    refusedTitle: 'Niet verzonden',
    refused: '{{what}} is door de server geweigerd: {{reason}}',
    refusedHelp:
      'Probeer het opnieuw als het probleem is opgelost, of verwijder deze inspectie van dit apparaat. Uw andere wijzigingen wachten tot u kiest.',
    what: {
      create: 'Het starten van de inspectie',
      save: 'Een opgeslagen stap',
      photo: 'Een foto',
      deletePhoto: 'Het verwijderen van een foto',
      signature: 'De handtekening',
      submit: 'Het afronden van de inspectie',
    },
    retry: 'Opnieuw proberen',
    discard: 'Inspectie van dit apparaat verwijderen',
  },
};

export type FieldSyncDictionary = typeof fieldSyncNl;
