import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  language: 'nl' | 'en';
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (activation, reset, confirmation): logged, and listed on /dev/mail. */
  link?: string;
  /** Sent along over SMTP; the outbox keeps the message without them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox. With SMTP_URL it is also sent for real; without it, its link is logged
 * so an invitation or reset can be followed by hand.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { smtpUrl?: string; from: string },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          language: message.language,
          subject: message.subject,
          text: message.text,
          html: message.html,
          link: message.link ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail kept in the outbox');
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        log.error({ err: error, to: message.to }, 'sending mail failed');
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
