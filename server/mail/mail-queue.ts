import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailAttachments, mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

/**
 * How long a sender owns a message it took: longer than one SMTP conversation may last (the transport's
 * timeouts), so nobody else takes it while it is being sent. A sender that dies mid-way frees it by this.
 */
export const CLAIM_MS = 5 * 60_000;

export interface WaitingMail extends Required<Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>> {
  id: string;
  createdAt: Date;
  attempts: number;
  attachments: NonNullable<MailMessage['attachments']>;
}

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Keeps a message with its attachments, so that any later try sends it as it was written. `claim`: the
 * writer sends it at once itself, so no other sender takes it meanwhile.
 */
export async function keepMail(db: Db, message: MailMessage, claim: boolean): Promise<WaitingMail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: message.to,
        language: message.language,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        claimedUntil: claim ? inMs(CLAIM_MS) : null,
      })
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
    const attachments = message.attachments ?? [];
    if (attachments.length) {
      await tx.insert(mailAttachments).values(
        attachments.map((a, position) => ({
          outboxId: row.id,
          position,
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      );
    }
    return {
      ...row,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attempts: 0,
      attachments,
    };
  });
}

/**
 * Takes the message that is due first and not being sent by anyone, for `CLAIM_MS`. SKIP LOCKED lets senders
 * on other connections pass over a row one of them is taking, and the claim keeps it theirs after the commit.
 */
export async function claimDueMail(db: Db): Promise<WaitingMail | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil: inMs(CLAIM_MS) })
    .where(sql`${mailOutbox.id} = (${due})`)
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
    });
  if (!row) return null;
  const attachments = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.outboxId, row.id))
    .orderBy(asc(mailAttachments.position));
  return { ...row, attachments };
}

/**
 * The SMTP server took the message. Its attachments go: the message is kept to be read, and the files it
 * carried (inspection reports) are kept where they belong, once, not once per recipient.
 */
export async function markSent(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, claimedUntil: null, error: null })
      .where(eq(mailOutbox.id, id));
    await tx.delete(mailAttachments).where(eq(mailAttachments.outboxId, id));
  });
}

/** A try failed: the message waits `retryInMs`, or is given up with its error. */
export async function markTried(
  db: Db,
  id: string,
  outcome: { error: string; giveUp: boolean; retryInMs: number },
) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: outcome.error,
      claimedUntil: null,
      nextAttemptAt: inMs(outcome.retryInMs),
      failedAt: outcome.giveUp ? sql`now()` : null,
    })
    .where(eq(mailOutbox.id, id));
}
