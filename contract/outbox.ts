import { z } from 'zod';

/** One message of the mail outbox, as the demo's outbox page lists it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The one link the message is about (activation, reset, confirmation), when it has one. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/dev/mail: the newest messages first, at most `OUTBOX_PAGE_SIZE`. */
export const outboxSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PAGE_SIZE = 100;
