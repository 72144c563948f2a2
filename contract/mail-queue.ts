import { z } from 'zod/mini';

/** One message of the mail outbox, as the demo's outbox page lists it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The one link the message is about (activation, reset, confirmation), when it has one. */
  link: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /**
   * sent: the SMTP server took it; waiting: to be sent (again); failed: given up after the SMTP server refused
   * it; kept: not sent, as the server has no SMTP server to send with.
   */
  status: z.enum(['sent', 'waiting', 'failed', 'kept']),
  /** Why the last try failed, while waiting or failed. */
  error: z.nullable(z.string()),
  /** The names of the files sent along (a signed PDF), in order. */
  attachments: z.array(z.string()),
});

/** GET /api/dev/mail: the newest messages first, at most `OUTBOX_PAGE_SIZE`. */
export const outboxSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PAGE_SIZE = 100;
