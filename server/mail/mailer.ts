import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { claimDueMail, keepMail, markSent, markTried, type WaitingMail } from './mail-queue';

export interface MailMessage {
  to: string;
  language: 'nl' | 'en';
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (activation, reset, confirmation): logged, and listed on /dev/mail. */
  link?: string;
  /** Kept in the outbox with the message, so a later try sends them too. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMailer extends Mailer {
  /** Sends the waiting messages that are due, one at a time, until none is left. */
  sendWaiting(): Promise<void>;
  /** Resolves once every message being sent now is sent or waits again. */
  idle(): Promise<void>;
  /** Sends what waits now, then looks again every retry interval until `close`. */
  start(): void;
  /** Stops looking, lets a message being sent finish, and closes the SMTP transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** The first wait after a failed try; it doubles with each try, up to 60 times this. */
  retryMs: number;
  /** Tries the SMTP server refuses for good (5xx) before the message is given up. */
  maxAttempts: number;
}

/** The wait after the n-th failed try. */
export const retryDelay = (retryMs: number, attempts: number) =>
  retryMs * Math.min(2 ** Math.max(attempts - 1, 0), 60);

/**
 * A 5xx answer refuses the message for good, as does a message nodemailer cannot form; anything else (a 4xx
 * answer, no connection, a timeout) may pass later, so such a message waits however long it takes.
 */
const isRefusal = (error: unknown) => {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return responseCode === undefined ? code === 'EENVELOPE' || code === 'EMESSAGE' : responseCode >= 500;
};

/**
 * Every message is kept in the outbox. With SMTP_URL it is sent at once; a message that could not be sent
 * waits and is tried again with a growing wait. Without SMTP_URL its link is logged, so an invitation or reset
 * can be followed by hand.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, options: MailerOptions): OutboxMailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Bounded, so one conversation always ends well within the claim on its message (outbox.ts CLAIM_MS).
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;
  // The Message-ID is the row's: a message sent again after a crash between the SMTP server's answer and our
  // note of it is recognisably the same message.
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';

  /** Answers whether the SMTP server could be reached at all: when not, the other waiting mail can wait too. */
  async function deliver(mail: WaitingMail): Promise<{ reached: boolean }> {
    if (!transport) return { reached: false };
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        date: mail.createdAt,
        messageId: `<${mail.id}@${domain}>`,
        attachments: mail.attachments,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const refused = isRefusal(error);
      const giveUp = refused && attempts >= options.maxAttempts;
      log[giveUp ? 'error' : 'warn'](
        { err: error, to: mail.to, attempts },
        giveUp ? 'mail failed' : 'mail waits',
      );
      await markTried(db, mail.id, {
        error: error instanceof Error ? error.message : String(error),
        giveUp,
        retryInMs: retryDelay(options.retryMs, attempts),
      });
      return { reached: (error as { responseCode?: number }).responseCode !== undefined || refused };
    }
    await markSent(db, mail.id);
    return { reached: true };
  }

  let running: Promise<void> | null = null;
  const sending = new Set<Promise<unknown>>();
  let started = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const sendWaiting = () => {
    running ??= (async () => {
      // While the SMTP server cannot be reached, one message a pass finds that out, not every waiting one.
      for (let mail = await claimDueMail(db); mail; mail = closed ? null : await claimDueMail(db)) {
        if (!(await deliver(mail)).reached) break;
      }
    })()
      .catch((error) => log.error({ err: error }, 'sending waiting mail failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const loop = async () => {
    await sendWaiting();
    if (!closed) timer = setTimeout(loop, options.retryMs);
  };

  const idle = async () => {
    while (sending.size || running) await Promise.all([...sending, running]);
  };

  return {
    /**
     * Resolves once the message is kept: the caller's answer waits for the database, never for the SMTP
     * server, which may be slow or away. The message is sent meanwhile.
     */
    async send(message) {
      const mail = await keepMail(db, message, transport !== null && !closed);
      if (!transport) {
        log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail kept in the outbox');
        return;
      }
      if (closed) return;
      const delivery = deliver(mail)
        .catch((error) => log.error({ err: error, to: mail.to }, 'sending mail failed'))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    sendWaiting,
    idle,
    start() {
      if (!transport || started || closed) return;
      started = true;
      void loop();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await idle();
      transport?.close();
    },
  };
}
