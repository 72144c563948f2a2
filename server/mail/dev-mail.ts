import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OUTBOX_PAGE_SIZE, outboxSchema } from '../../contract/mail-queue';
import { mailAttachments, mailOutbox } from '../db/schema';
import { literalLimit } from '../lists/paging';

/**
 * Demo mode only: the outbox, newest first, so invitations and resets can be followed by hand. Its links carry
 * activation and reset codes, so only a signed-in provider administrator may read it (anyone else could take
 * over any account with a reset mail).
 */
export async function devMailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/mail',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { response: { 200: outboxSchema } },
    },
    async () => {
      const rows = await app.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          language: mailOutbox.language,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          link: mailOutbox.link,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          failedAt: mailOutbox.failedAt,
          error: mailOutbox.error,
          attachments: sql<
            string[]
          >`array(select ${mailAttachments.filename} from ${mailAttachments} where ${mailAttachments.outboxId} = ${mailOutbox.id} order by ${mailAttachments.position})`,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(literalLimit(OUTBOX_PAGE_SIZE));
      const unsent = app.config.smtpUrl ? ('waiting' as const) : ('kept' as const);
      return rows.map(({ sentAt, failedAt, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        status: sentAt ? ('sent' as const) : failedAt ? ('failed' as const) : unsent,
      }));
    },
  );
}
