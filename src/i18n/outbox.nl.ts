/** Dutch texts of the demo's outbox page. */
export const outboxNl = {
  outbox: {
    title: 'Uitgaande e-mail',
    intro:
      'Demomodus: elk bericht wordt hier bewaard, zodat uitnodigingen en herstellinks te volgen zijn; zonder SMTP-server wordt niets verstuurd.',
    none: 'Er zijn nog geen berichten.',
    unavailable: 'De uitgaande e-mail is alleen te zien in demomodus.',
    to: 'Aan {{to}}',
    attachments: 'Bijlagen: {{files}}',
    status: {
      sent: 'Verstuurd',
      waiting: 'Wacht op verzending',
      failed: 'Niet verstuurd',
      kept: 'Bewaard, niet verstuurd',
    },
    error: 'Laatste fout: {{error}}',
  },
};
