import type { modelsNl } from './models.nl';

/** English texts of the model viewer (/models), loaded with the viewer. */
export const modelsEn: typeof modelsNl = {
  models: {
    title: 'Models',
    intro:
      'Every workflow of the portal as a statechart, drawn from the machine itself. Actors of this tab are highlighted where they are now.',
    machines: 'Machines',
    choose: 'Choose a machine above.',
    unknown: 'There is no machine "{{id}}".',
    chart: 'Statechart of {{id}}',
    counts: '{{states}} states, {{transitions}} transitions',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit',
    actualSize: 'Actual size',
    panHint: 'Drag or use the arrow keys to pan; Ctrl+scroll, + or − to zoom.',
    export: 'Download as JSON',
    legend: {
      live: 'active in this tab',
      sandbox: 'step of the chosen path',
    },
    live: {
      title: 'Active in this tab',
      none: 'This machine is not running in this tab now.',
      actor: 'Actor {{id}}',
      state: 'State',
      events: 'Latest events',
      noEvents: 'No events yet.',
      context: 'Context',
    },
    paths: {
      title: 'Generated paths',
      intro:
        'The paths the tests replay. Choose one to step through it on a sandboxed copy of the machine: no call or effect leaves this tab.',
      count: { one: '{{count}} path', other: '{{count}} paths' },
      world: 'Situation',
      choose: 'Replay',
      chosen: 'Chosen',
      step: 'Step {{index}} of {{last}}',
      forward: 'Next step',
      back: 'Previous step',
      close: 'Close',
      replaying: 'Replaying…',
      failed: 'The replay went differently from what the path says.',
      start: 'Start',
      event: 'Event',
      effects: 'Effects (recorded, not run)',
      noEffects: 'No effects.',
      done: 'The machine is done.',
    },
  },
};
