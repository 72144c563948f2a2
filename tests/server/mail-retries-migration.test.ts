import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = new URL('../../server/db/migrations/', import.meta.url);
const statements = (file: string) =>
  readFileSync(new URL(file, migrations), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
const files = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const before = files.filter((f) => f < '0005');

/** An outbox written before mail was tried again: one message sent, one whose only try failed, one only kept. */
describe('the migration to mail that is tried again', () => {
  const client = new PGlite();
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

  beforeAll(async () => {
    for (const file of before) for (const statement of statements(file)) await client.exec(statement);
    await client.exec(`
      insert into mail_outbox ("to", language, subject, text, html, sent_at, error) values
        ('sent@example.test', 'nl', 'Verstuurd', 't', 'h', now(), null),
        ('failed@example.test', 'nl', 'Mislukt', 't', 'h', null, 'Error: connect ECONNREFUSED'),
        ('kept@example.test', 'nl', 'Bewaard', 't', 'h', null, null);
    `);
    for (const statement of statements('0005_mail_retries.sql')) await client.exec(statement);
  });
  afterAll(() => client.close());

  it('gives up a message whose one try failed long ago, and lets a kept one wait to be sent', async () => {
    expect(
      await rows(
        `select "to", attempts, failed_at is not null as failed, sent_at is not null as sent
         from mail_outbox order by "to"`,
      ),
    ).toEqual([
      { to: 'failed@example.test', attempts: 1, failed: true, sent: false },
      { to: 'kept@example.test', attempts: 0, failed: false, sent: false },
      { to: 'sent@example.test', attempts: 0, failed: false, sent: true },
    ]);
  });
});
