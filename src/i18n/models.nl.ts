/**
 * Dutch texts of the model viewer (/models). Loaded with the viewer itself, not with the app, so the
 * login page's JavaScript stays as small as it was.
 */
export const modelsNl = {
  models: {
    title: 'Modellen',
    intro:
      'Elke werkstroom van het portaal als toestandsdiagram, getekend uit de machine zelf. Acties van dit tabblad zijn gemarkeerd waar ze nu staan.',
    machines: 'Machines',
    choose: 'Kies hierboven een machine.',
    unknown: 'Er is geen machine "{{id}}".',
    chart: 'Toestandsdiagram van {{id}}',
    counts: '{{states}} toestanden, {{transitions}} overgangen',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    fit: 'Passend maken',
    actualSize: 'Ware grootte',
    panHint: 'Sleep of gebruik de pijltjestoetsen om te schuiven; Ctrl+scrollen, + of − om te zoomen.',
    export: 'Download als JSON',
    legend: {
      live: 'actief in dit tabblad',
      sandbox: 'stap van het gekozen pad',
    },
    live: {
      title: 'Actief in dit tabblad',
      none: 'Deze machine draait nu niet in dit tabblad.',
      actor: 'Actor {{id}}',
      state: 'Toestand',
      events: 'Laatste gebeurtenissen',
      noEvents: 'Nog geen gebeurtenissen.',
      context: 'Context',
    },
    paths: {
      title: 'Gegenereerde paden',
      intro:
        'De paden die de tests afspelen. Kies er een om het stap voor stap af te spelen op een afgeschermde kopie van de machine: geen aanroep of effect verlaat dit tabblad.',
      count: { one: '{{count}} pad', other: '{{count}} paden' },
      world: 'Situatie',
      choose: 'Afspelen',
      chosen: 'Gekozen',
      step: 'Stap {{index}} van {{last}}',
      forward: 'Volgende stap',
      back: 'Vorige stap',
      close: 'Sluiten',
      replaying: 'Bezig met afspelen…',
      failed: 'Het afspelen liep anders dan het pad zegt.',
      start: 'Begintoestand',
      event: 'Gebeurtenis',
      effects: 'Effecten (vastgelegd, niet uitgevoerd)',
      noEffects: 'Geen effecten.',
      done: 'De machine is klaar.',
    },
  },
};
