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
    reason: {
      objectInspectedMeanwhile: 'deze installatie is intussen al geïnspecteerd.',
      notFound:
        'deze installatie of deze inspectie bestaat niet meer op de server; misschien is ze verwijderd.',
      noAccess: 'u hebt geen toegang meer tot deze installatie.',
    },
    meanwhileTitle: 'Intussen al geïnspecteerd',
    meanwhile:
      'Installatie {{object}} is op {{date}} geïnspecteerd door {{engineer}} terwijl u aan het werk was, resultaat: {{result}}.',
    meanwhileHelp:
      'Leg uw inspectie ook vast (de installatie heeft dan twee inspecties en twee rapporten), of verwijder haar van dit apparaat. Uw andere wijzigingen wachten tot u kiest.',
    someoneElse: 'iemand anders',
    result: { conform: 'conform', notConform: 'niet conform', notPossible: 'onderhoud niet mogelijk' },
    recordAsWell: 'Mijn inspectie ook vastleggen',
    retry: 'Opnieuw proberen',
    discard: 'Inspectie van dit apparaat verwijderen',
  },
};

export type FieldSyncDictionary = typeof fieldSyncNl;
