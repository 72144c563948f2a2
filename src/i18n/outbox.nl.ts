/** Dutch texts of the demo's outbox page. */
export const outboxNl = {
  outbox: {
    title: 'Uitgaande e-mail',
    intro:
      'Demomodus: berichten worden niet verstuurd maar hier bewaard, zodat uitnodigingen en herstellinks te volgen zijn.',
    none: 'Er zijn nog geen berichten.',
    unavailable: 'De uitgaande e-mail is alleen te zien in demomodus.',
    to: 'Aan {{to}}',
  },
};
