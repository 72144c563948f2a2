import { desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxSchema } from '../../contract/mail-queue';
import { roles } from '../../contract/roles';
import { type Database, openPostgres } from '../../server/db/database';
import { mailAttachments, mailOutbox } from '../../server/db/schema';
import { keepMail } from '../../server/mail/mail-queue';
import { createMailer, type OutboxMailer } from '../../server/mail/mailer';
import { bearer, createUser, login } from './fixtures';
import { createSmtpTestApp, databaseKinds } from './harness';
import { CONTACT_EMAIL, useMaintenance } from './maintenance-fixtures';
import { type ReceivedMail, useSmtpServer } from './smtp-fixtures';

const FROM = 'Service portal <no-reply@service-portal.local>';
const ADMIN = 'alfaadmin@example.test';
const USER = 'alfa@example.test';
const REFUSED = 'nobody@refused.example';
const MAX_ATTEMPTS = 3;

/** The Message-ID the portal gives a row of its outbox. */
const messageIdOf = (id: string) => `<${id}@service-portal.local>`;
const countOf = (received: ReceivedMail[], messageId: string) =>
  received.filter((m) => m.messageId === messageId).length;

describe.each(databaseKinds)('mail through a real SMTP server, on %s', (kind) => {
  const smtp = useSmtpServer();
  // A short first wait, so a retry comes within moments; the tests wait for what happens, never for a time.
  const f = useMaintenance(kind, () =>
    createSmtpTestApp(kind, { smtpUrl: smtp.url, mailRetryMs: 25, mailMaxAttempts: MAX_ATTEMPTS }),
  );
  const db = () => f.t.database.db;
  const to = (address: string) => smtp.received.filter((m) => m.recipient === address);
  const lastTo = (address: string) => to(address).at(-1)!;
  /** A call, then the mail it wrote sent (or tried): the call's answer does not wait for the SMTP server. */
  const mailing = async (call: Promise<{ statusCode: number; json(): { inviteLink?: string } }>) => {
    const res = await call;
    await f.t.mailer.idle();
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const forgotPasswordAnswer = (email: string) =>
    f.t.app.inject({ method: 'POST', url: '/Identity/ForgotPassword', payload: { Email: email } });
  const forgotPassword = (email: string) => mailing(forgotPasswordAnswer(email));
  const invite = (email: string, language: 'nl' | 'en') =>
    mailing(f.call('alfaAdmin', 'POST', '/api/users/1/add', { email, role: roles.companyuser, language }));
  const inspect = async () => {
    const id = await f.start(101);
    await mailing(f.submit(id, await f.completeDraft(id, 101)));
  };
  const rowsSince = (since: Date) =>
    db().select().from(mailOutbox).where(gt(mailOutbox.createdAt, since)).orderBy(mailOutbox.createdAt);

  beforeAll(() => {
    smtp.refuse(REFUSED, 550);
  });

  it('sends a reset mail in the user’s own language, with the link to the portal and its code', async () => {
    await forgotPassword(ADMIN);
    await forgotPassword(USER);

    const english = lastTo(ADMIN);
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toContain('You asked to reset your password.');
    const link = /http:\/\/localhost:3000\/resetpassword\?code=[\w-]+&email=alfaadmin%40example\.test/.exec(
      english.text,
    )?.[0];
    expect(link).toBeDefined();
    expect(english.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);

    const dutch = lastTo(USER);
    expect(dutch.subject).toBe('Wachtwoord herstellen');
    expect(dutch.text).toContain('De link is 1 uur geldig en werkt één keer.');
    expect(dutch.text).toMatch(
      /http:\/\/localhost:3000\/resetpassword\?code=[\w-]+&email=alfa%40example\.test/,
    );
  });

  it('sends an invitation in the language chosen for the invitee, with the activation link', async () => {
    for (const [email, language] of [
      ['nieuw@example.test', 'nl'],
      ['new@example.test', 'en'],
    ] as const) {
      const { inviteLink } = await invite(email, language);
      expect(inviteLink).toMatch(/^http:\/\/localhost:3000\/registration\?code=[\w-]+$/);
      const mail = lastTo(email);
      expect(mail.subject).toBe(
        language === 'nl' ? 'Uitnodiging voor het serviceportaal' : 'Invitation to the service portal',
      );
      expect(mail.text).toContain(inviteLink);
      expect(mail.html).toContain(`href="${inviteLink}"`);
    }
  });

  it('sends the maintenance report with its PDF to each recipient, in their language', async () => {
    await inspect();

    expect(lastTo(CONTACT_EMAIL).subject).toBe('Onderhoudsrapport SO-0101, Hoofdkantoor');
    expect(lastTo(CONTACT_EMAIL).text).toContain('Het ondertekende rapport staat bij de documenten');
    expect(lastTo(ADMIN).subject).toBe('Maintenance report SO-0101, Hoofdkantoor');
    for (const mail of [lastTo(CONTACT_EMAIL), lastTo(ADMIN)]) {
      expect(mail.text).toContain('http://localhost:3000/buildings/1/11/101');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: `${mail.subject}.pdf`,
        contentType: 'application/pdf',
      });
      expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers a call that mails before the SMTP server has taken the message', async () => {
    const release = smtp.hold();
    try {
      const res = await forgotPasswordAnswer(ADMIN);
      expect(res.statusCode).toBe(200);
      const [row] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
      expect(row).toMatchObject({ to: ADMIN, sentAt: null, attempts: 0 });
      expect(countOf(smtp.received, messageIdOf(row.id))).toBe(0);
      release();
      await f.t.mailer.idle();
      expect(countOf(smtp.received, messageIdOf(row.id))).toBe(1);
    } finally {
      release();
    }
  });

  it('keeps mail while the SMTP server is down, then sends each message exactly once when it is back', async () => {
    const since = new Date(Date.now() - 1);
    await smtp.stop();
    const receivedBefore = smtp.received.length;

    await forgotPassword(USER);
    await invite('later@example.test', 'en');
    await inspect();

    const waiting = await rowsSince(since);
    expect(waiting.map((r) => r.to).sort()).toEqual(
      [ADMIN, USER, CONTACT_EMAIL, 'later@example.test'].sort(),
    );
    for (const row of waiting) {
      expect(row).toMatchObject({ sentAt: null, failedAt: null });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.error).toMatch(/ECONNREFUSED/);
    }
    const reports = waiting.filter((r) => r.to === CONTACT_EMAIL || r.to === ADMIN).map((r) => r.id);
    const kept = await db().select().from(mailAttachments).where(inArray(mailAttachments.outboxId, reports));
    expect(kept).toHaveLength(2);
    for (const attachment of kept) expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(smtp.received.length).toBe(receivedBefore);

    await smtp.start();
    await vi.waitFor(
      async () => {
        const rows = await rowsSince(since);
        expect(rows.every((r) => r.sentAt)).toBe(true);
      },
      { timeout: 20_000, interval: 25 },
    );
    // One more pass finds nothing left to send.
    await f.t.mailer.sendWaiting();

    for (const row of waiting) expect(countOf(smtp.received, messageIdOf(row.id))).toBe(1);
    expect(smtp.received.length).toBe(receivedBefore + waiting.length);
    const resent = smtp.received.filter((m) => reports.some((id) => m.messageId === messageIdOf(id)));
    expect(resent.map((m) => m.recipient).sort()).toEqual([ADMIN, CONTACT_EMAIL].sort());
    for (const mail of resent) expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(lastTo('later@example.test').subject).toBe('Invitation to the service portal');
    // Sent: the copies of the report go, the report itself stays with the gate's documents.
    expect(
      await db().select().from(mailAttachments).where(inArray(mailAttachments.outboxId, reports)),
    ).toEqual([]);
  });

  it('gives up a message the SMTP server refuses for good after the last try, and the outbox page says so', async () => {
    await invite(REFUSED, 'nl');
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, REFUSED));
        expect(row.failedAt).not.toBeNull();
      },
      { timeout: 20_000, interval: 25 },
    );
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, REFUSED));
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.error).toContain('550');
    expect(to(REFUSED)).toEqual([]);

    await createUser(db(), { email: 'admin@provider.test', role: 'dbsadmin' });
    const { accessToken } = await login(f.t.app, 'admin@provider.test');
    const page = await f.t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: bearer(accessToken) });
    const messages = outboxSchema.parse(page.json());
    expect(messages.find((m) => m.to === REFUSED)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('550'),
    });
    expect(messages.find((m) => m.to === CONTACT_EMAIL)).toMatchObject({ status: 'sent', error: null });
  });

  describe('two senders on one outbox', () => {
    let second: Database | null = null;
    const mailers: OutboxMailer[] = [];
    const options = () => ({ smtpUrl: smtp.url, from: FROM, retryMs: 25, maxAttempts: MAX_ATTEMPTS });

    beforeAll(async () => {
      // On PostgreSQL the second sender has a pool of its own, as a second server process would; PGlite has
      // one connection, so there the two share it.
      second = f.t.database.url ? await openPostgres(f.t.database.url) : null;
      mailers.push(
        createMailer(db(), f.t.app.log, options()),
        createMailer(second?.db ?? db(), f.t.app.log, options()),
      );
    });
    afterAll(async () => {
      for (const mailer of mailers) await mailer.close();
      await second?.close();
    });

    it('never sends one message twice, however their passes meet', async () => {
      const written = [];
      for (let n = 0; n < 24; n++) {
        written.push(
          await keepMail(
            db(),
            {
              to: `crowd${n}@example.test`,
              language: 'nl',
              subject: `Bericht ${n}`,
              text: `${n}`,
              html: `${n}`,
            },
            false,
          ),
        );
      }
      const [a, b] = mailers;
      // The app's own loop is a third sender: a message it holds is skipped by the passes, so wait for all.
      await Promise.all([a.sendWaiting(), b.sendWaiting(), b.sendWaiting(), a.sendWaiting()]);
      const ids = written.map((w) => w.id);
      await vi.waitFor(
        async () => {
          const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
          expect(rows.filter((r) => r.sentAt)).toHaveLength(ids.length);
        },
        { timeout: 20_000, interval: 25 },
      );
      for (const id of ids) expect(countOf(smtp.received, messageIdOf(id))).toBe(1);
    });
  });
});
