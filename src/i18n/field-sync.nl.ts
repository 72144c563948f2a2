/** Dutch texts of the indicator of the network and the outbox of field work; loaded with it, for engineers only. */
export const fieldSyncNl = {
  fieldSync: {
    label: 'Verzending',
    online: 'Online',
    offline: 'Offline',
    serverUnreachable: 'Server niet bereikbaar',
    serverUnreachableHelp: 'uw apparaat is online, maar de server antwoordt niet; wat wacht, blijft bewaard',
    lastSent: 'laatst verzonden {{time}}',
    refusedCount: { one: '{{count}} geweigerd', other: '{{count}} geweigerd' },
    allSent: 'Alles verzonden',
    sending: 'Verzenden…',
    waiting: { one: '{{count}} wijziging wacht', other: '{{count}} wijzigingen wachten' },
    photo: 'foto {{number}} van {{of}}, {{percent}}%',
    signedOut: 'Log opnieuw in om te verzenden',
    sendNow: 'Nu verzenden',
    refusedTitle: 'Niet verzonden',
    refused: '{{what}} is door de server geweigerd: {{reason}}',
    refusedHelp:
      'Probeer het opnieuw als het probleem is opgelost, of verwijder deze inspectie van dit apparaat. De rest van deze inspectie wacht tot u kiest; uw andere wijzigingen worden verzonden.',
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
      'Leg uw inspectie ook vast (de installatie heeft dan twee inspecties en twee rapporten), of verwijder haar van dit apparaat. Uw andere wijzigingen worden verzonden.',
    someoneElse: 'iemand anders',
    result: { conform: 'conform', notConform: 'niet conform', notPossible: 'onderhoud niet mogelijk' },
    recordAsWell: 'Mijn inspectie ook vastleggen',
    photoRefusedTitle: 'Foto niet verzonden',
    photoRefused: 'De foto ‘{{kind}}’ is door de server geweigerd: {{reason}}',
    // What the engineer can do depends on whether the inspection was completed on the device (its submit waits).
    photoRefusedHelp: {
      inWizard:
        'Verwijder de foto en maak in de inspectie een nieuwe. De rest van de inspectie wordt verzonden; het afronden wacht tot u kiest.',
      withoutPhoto:
        'De inspectie is op dit apparaat al afgerond: er kan geen foto meer bij. Verwijder deze foto, dan wordt de inspectie zonder haar verzonden. Opnieuw proberen helpt alleen als het probleem intussen is opgelost.',
      needsPhoto:
        'De inspectie is op dit apparaat al afgerond en kan zonder deze foto niet worden verzonden: de foto ‘{{kind}}’ is verplicht, en er kan geen foto meer bij. Opnieuw proberen helpt alleen als het probleem intussen is opgelost. Anders verwijdert u de inspectie van dit apparaat, start u de installatie opnieuw en maakt u daar de foto opnieuw.',
    },
    photoKind: {
      closedGate: 'gesloten installatie',
      typePlate: 'typeplaatje',
      arrival: 'bij aankomst',
      departure: 'bij vertrek',
      repair: 'reparatie',
    },
    dropPhoto: 'Foto verwijderen',
    retry: 'Opnieuw proberen',
    onServer: {
      nothing: 'Op de server staat deze inspectie niet: verwijderen laat daar niets achter.',
      completed:
        'Op de server is deze inspectie al afgerond; verwijderen van dit apparaat verandert daar niets.',
      unreachable:
        'Verwijderen haalt de inspectie alleen van dit apparaat; op de server blijft ze staan zoals ze is, maar u kunt er niet meer bij.',
      open: 'Verwijderen haalt de inspectie alleen van dit apparaat. Op de server blijft ze openstaan zoals ze daar nu is, zonder wat hier nog wachtte: wie deze installatie opnieuw start, gaat met die inspectie verder.',
    },
    discard: 'Inspectie van dit apparaat verwijderen',
  },
};

export type FieldSyncDictionary = typeof fieldSyncNl;
