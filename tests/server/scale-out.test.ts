import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/identity/password';
import { codeAt } from '../../server/identity/totp';
import { TOTP_SECRET } from './fixtures';
import { createPostgresTestDatabase } from './harness';
import { startNginx } from './nginx';
import { freePort, startServer, stopServer } from './server-processes';
import { useSmtpServer } from './smtp-fixtures';

/**
 * ARCHITECTURE.md's "past one machine", with real parts: three server processes (each its own DATA_DIR, as
 * three machines have) on one PostgreSQL and one Redis, behind nginx from Debian with round-robin upstreams.
 * Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, or the one on 127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Secret!2026';

describe.skipIf(!process.env.TEST_DATABASE_URL)('three server processes behind nginx', () => {
  const processes: { port: number; dataDir: string; child?: ChildProcess }[] = [];
  let env: NodeJS.ProcessEnv;
  let nginx: ChildProcess | undefined;
  let nginxDir: string;
  let base: string;
  let drop: () => Promise<void>;
  const smtp = useSmtpServer();

  const start = async (p: (typeof processes)[number]) => {
    p.child = (await startServer({ ...env, PORT: String(p.port), DATA_DIR: p.dataDir })).child;
  };

  beforeAll(async () => {
    // The mail server is away when the processes start; the mail test brings it back.
    const smtpUrl = smtp.url;
    await smtp.stop();
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Counts of this run only: Redis keeps them past the run for their window.
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
      FILE_STORE: 'postgres',
      TRUST_PROXY: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '300',
      SMTP_URL: smtpUrl,
      MAIL_RETRY_S: '1',
      LOG_LEVEL: 'silent',
    };
    for (let i = 0; i < 3; i++)
      processes.push({ port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), `scale-out-${i}-`)) });
    // The first migrates; the others start at once and wait for it (the advisory lock).
    await Promise.all(processes.map(start));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const hash = await hashPassword(PASSWORD);
    for (const [email, role] of [
      ['admin@provider.example', 'dbsadmin'],
      ['guessed@customer.example', 'companyuser'],
      ['steady@customer.example', 'companyuser'],
    ])
      await client.query(
        `insert into users (email, name, role, status, password_hash) values ($1, $1, $2, 'active', $3)`,
        [email, role, hash],
      );
    // A provider administrator signs in with a second factor.
    await client.query(
      `insert into user_totp (user_id, secret, confirmed_at)
       select id, $2, now() from users where email = $1`,
      ['admin@provider.example', TOTP_SECRET],
    );
    await client.end();
    nginxDir = mkdtempSync(join(tmpdir(), 'scale-out-nginx-'));
    const port = await freePort();
    nginx = await startNginx(
      nginxDir,
      port,
      processes.map((p) => p.port),
    );
    base = `http://127.0.0.1:${port}`;
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(processes.map((p) => (p.child ? stopServer(p.child) : undefined)));
    await drop?.();
    for (const p of processes) rmSync(p.dataDir, { recursive: true, force: true });
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  });

  /** A request through nginx, from `address` as the client (nginx passes it on in X-Forwarded-For). */
  const send = (path: string, init: RequestInit & { address?: string } = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': init.address ?? '10.1.0.1', ...(init.headers as object) },
    });
  const signIn = (email: string, password: string, address: string) =>
    send('/Identity/Login', {
      method: 'POST',
      address,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe: false }),
    });

  it('refuses the sixth wrong password for an account, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn('guessed@customer.example', 'Wrong!2026x', '10.2.0.1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('spends one budget of the API rate limit across the processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 310; i++) statuses.push((await send('/api/roles', { address: '10.3.0.1' })).status);
    // 300 a minute for the address, over three processes: the 301st is refused, not the 901st.
    expect(statuses.slice(0, 300).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(300)).toEqual(Array(10).fill(429));
  });

  it('serves a file written through one process, byte for byte, from every process', async () => {
    const first = await (await signIn('admin@provider.example', PASSWORD, '10.4.0.1')).json();
    const res = await send('/Identity/Login/second-factor', {
      method: 'POST',
      address: '10.4.0.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: first.ticket, method: 'totp', code: codeAt(TOTP_SECRET, Date.now()) }),
    });
    const { accessToken } = await res.json();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(500),
    ]);
    const form = new FormData();
    form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await send('/api/providerSettings/logo', {
      method: 'POST',
      address: '10.4.0.1',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { logoUrl } = await upload.json();
    for (const p of processes) {
      const direct = await fetch(`http://127.0.0.1:${p.port}${logoUrl}`);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('sends a mail queued while the mail server was away exactly once when it returns, with three senders', async () => {
    const asked = await send('/Identity/ForgotPassword', {
      method: 'POST',
      address: '10.7.0.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'steady@customer.example' }),
    });
    expect(asked.status).toBe(200);
    // Every process tries, and fails, while the server is away.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received).toEqual([]);
    await smtp.start();
    const toSteady = () => smtp.received.filter((m) => m.recipient === 'steady@customer.example');
    for (let i = 0; i < 300 && toSteady().length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Long enough for every sender to have had another go.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(toSteady()).toHaveLength(1);
  }, 120_000);

  it('loses no request in a rolling restart under a steady load', async () => {
    const res = await signIn('steady@customer.example', PASSWORD, '10.5.0.1');
    const { accessToken } = await res.json();
    const totals = { sent: 0, answered: 0, failed: 0, failures: [] as string[] };
    let loading = true;
    // Four clients, each from addresses of its own so that the rate limit never speaks.
    const client = async (n: number) => {
      while (loading) {
        totals.sent++;
        try {
          const answer = await send('/Identity/Profile', {
            address: `10.6.${n}.${totals.sent % 250}`,
            headers: { authorization: `Bearer ${accessToken}` },
          });
          if (answer.status === 200) totals.answered++;
          else {
            totals.failed++;
            totals.failures.push(String(answer.status));
          }
          await answer.arrayBuffer();
        } catch (error) {
          totals.failed++;
          totals.failures.push(String(error));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const p of processes) {
      await stopServer(p.child!);
      await start(p);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await load;
    process.stdout.write(
      `rolling restart: ${totals.sent} sent, ${totals.answered} answered, ${totals.failed} failed\n`,
    );
    expect(totals.failures).toEqual([]);
    expect(totals.answered).toBe(totals.sent);
    expect(totals.sent).toBeGreaterThan(100);
  }, 180_000);
});
