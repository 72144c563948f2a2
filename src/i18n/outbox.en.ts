import type { outboxNl } from './outbox.nl';

/** English texts of the demo's outbox page. */
export const outboxEn: typeof outboxNl = {
  outbox: {
    title: 'Outgoing mail',
    intro:
      'Demo mode: every message is kept here, so invitations and reset links can be followed; without an SMTP server none is sent.',
    none: 'There are no messages yet.',
    unavailable: 'Outgoing mail is shown in demo mode only.',
    to: 'To {{to}}',
    attachments: 'Attachments: {{files}}',
    status: { sent: 'Sent', waiting: 'Waiting to be sent', failed: 'Not sent', kept: 'Kept, not sent' },
    error: 'Last error: {{error}}',
  },
};
