import type { outboxNl } from './outbox.nl';

/** English texts of the demo's outbox page. */
export const outboxEn: typeof outboxNl = {
  outbox: {
    title: 'Outgoing mail',
    intro: 'Demo mode: messages are not sent but kept here, so invitations and reset links can be followed.',
    none: 'There are no messages yet.',
    unavailable: 'Outgoing mail is shown in demo mode only.',
    to: 'To {{to}}',
  },
};
