import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../server/db/database';
import { deliveryAddresses, documents, objectTypes, serviceObjects } from '../../server/db/schema';
import { codeAt } from '../../server/identity/totp';
import { seedCatalogue } from '../../server/seed/catalogue';
import { createRelation, createUser, PASSWORD, TOTP_SECRET } from './fixtures';
import { createPostgresTestDatabase } from './harness';
import { conformDraft, JPEG } from './maintenance-fixtures';
import { startNginx } from './nginx';
import { freePort, startServer, stopServer } from './server-processes';
import { useSmtpServer } from './smtp-fixtures';

/**
 * ARCHITECTURE.md's "past one machine", with real parts: three server processes (each its own DATA_DIR, as
 * three machines have) on one PostgreSQL and one Redis, behind nginx from Debian with round-robin upstreams.
 * Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, or the one on 127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ALFA = 1;
const GATE = 101;
const ENGINEER = 'engineer@provider.example';
const ALFA_ADMIN = 'admin@alfa.example';
const ALFA_USER = 'user@alfa.example';

/**
 * A real PNG (8-bit RGB, not interlaced) of random pixels, and its compressed pixels: a PDF takes those in
 * unchanged, so a report that holds them was drawn from these very bytes.
 */
function randomPng(width: number, height: number): { png: Buffer<ArrayBuffer>; pixels: Buffer } {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter 0 (none), then its pixels.
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  const pixels = deflateSync(rows);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png, pixels };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('three server processes behind nginx', () => {
  const processes: { port: number; dataDir: string; child?: ChildProcess }[] = [];
  let env: NodeJS.ProcessEnv;
  let nginx: ChildProcess | undefined;
  let nginxDir: string;
  let base: string;
  let database: Database | undefined;
  let drop: () => Promise<void>;
  let alfaUserId: string;
  const smtp = useSmtpServer();

  const start = async (p: (typeof processes)[number]) => {
    p.child = (await startServer({ ...env, PORT: String(p.port), DATA_DIR: p.dataDir })).child;
  };

  beforeAll(async () => {
    // The mail server is away when the processes start; the mail test brings it back.
    const smtpUrl = smtp.url;
    await smtp.stop();
    const made = await createPostgresTestDatabase();
    drop = made.drop;
    env = {
      ...process.env,
      DATABASE_URL: made.url,
      REDIS_URL: redisUrl,
      // Counts of this run only: Redis keeps them past the run for their window.
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
      FILE_STORE: 'postgres',
      // Only nginx (connecting from 127.0.0.1) is believed; a client reaching a process directly is not.
      TRUST_PROXY: '127.0.0.1',
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
    database = await openPostgres(made.url);
    const db = database.db;
    // A provider administrator (who signs in with a second factor), two customers with no company, an engineer,
    // and a company with an administrator, a user and a speedgate with the inspection checklist.
    for (const email of ['admin@provider.example', 'guessed@customer.example', 'steady@customer.example'])
      await createUser(db, { email, role: email.startsWith('admin') ? 'dbsadmin' : 'companyuser' });
    await createUser(db, { email: ENGINEER, role: 'dbsemployee' });
    await createRelation(db, ALFA, 'Bouwbedrijf Alfa');
    await createUser(db, { email: ALFA_ADMIN, role: 'companyadmin', relationIds: [ALFA] });
    alfaUserId = (await createUser(db, { email: ALFA_USER, role: 'companyuser', relationIds: [ALFA] })).id;
    await db
      .insert(deliveryAddresses)
      .values({ id: 11, relationId: ALFA, name: 'Hoofdkantoor', city: 'Utrecht' });
    await db.insert(objectTypes).values([
      { id: 1, code: 'SPG', description: 'Speedgate' },
      { id: 2, code: 'SLB', description: 'Slagboom' },
    ]);
    await db.insert(serviceObjects).values({
      id: GATE,
      relationId: ALFA,
      deliveryAddressId: 11,
      objectTypeId: 1,
      serviceObjectNumber: 'SO-0101',
      description: 'Speedgate hoofdingang',
    });
    await seedCatalogue(db);
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
    agent.destroy();
    await Promise.all(processes.map((p) => (p.child ? stopServer(p.child) : undefined)));
    await database?.close();
    await drop?.();
    for (const p of processes) rmSync(p.dataDir, { recursive: true, force: true });
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  });

  /**
   * A request through nginx from `address`, a loopback address the connection is made from: nginx tells the
   * processes that address, as it would a client's on the internet, and nothing the client says of itself.
   */
  const agent = new Agent({ keepAlive: true });
  const send = async (path: string, init: RequestInit & { address?: string } = {}): Promise<Response> => {
    const { address = '127.1.0.1', ...rest } = init;
    const outgoing = new Request(`${base}${path}`, rest);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    return new Promise((resolve, reject) => {
      const sent = request(
        outgoing.url,
        {
          method: outgoing.method,
          headers: Object.fromEntries(outgoing.headers),
          localAddress: address,
          agent,
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('error', reject);
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(parts), { status }));
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  };
  const signIn = (email: string, password: string, address: string) =>
    send('/Identity/Login', {
      method: 'POST',
      address,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe: false }),
    });

  const direct = (p: (typeof processes)[number]) => `http://127.0.0.1:${p.port}`;
  const tokenOf = async (email: string, address: string) => {
    const answer = await signIn(email, PASSWORD, address);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { accessToken: string }).accessToken;
  };
  /** A call straight to the process at `at` as the holder of `token`; `json`, when given, is its body. */
  const call = (at: string, path: string, token: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return fetch(`${at}${path}`, {
      ...rest,
      ...(json === undefined ? {} : { method: rest.method ?? 'POST', body: JSON.stringify(json) }),
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(rest.headers as Record<string, string>),
      },
    });
  };
  const bytesOf = async (pending: Promise<Response>) => {
    const answer = await pending;
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  };

  it('refuses the sixth wrong password for an account, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn('guessed@customer.example', 'Wrong!2026x', '127.2.0.1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('spends one budget of the API rate limit across the processes, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 310; i++) {
      // A client that names another address each time is still counted by the one it connects from.
      const claimed = { 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` };
      statuses.push((await send('/api/roles', { address: '127.3.0.1', headers: claimed })).status);
    }
    // 300 a minute for the address, over three processes: the 301st is refused, not the 901st.
    expect(statuses.slice(0, 300).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(300)).toEqual(Array(10).fill(429));
  });

  it('serves a file written through one process, byte for byte, from every process', async () => {
    const first = await (await signIn('admin@provider.example', PASSWORD, '127.4.0.1')).json();
    const res = await send('/Identity/Login/second-factor', {
      method: 'POST',
      address: '127.4.0.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: first.ticket, method: 'totp', code: codeAt(TOTP_SECRET, Date.now()) }),
    });
    const { accessToken } = await res.json();
    // A whole PNG: the inspection report below draws it.
    const { png } = randomPng(40, 20);
    const form = new FormData();
    form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await send('/api/providerSettings/logo', {
      method: 'POST',
      address: '127.4.0.1',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { logoUrl } = await upload.json();
    for (const answer of [...processes.map((p) => fetch(`${direct(p)}${logoUrl}`)), send(logoUrl)]) {
      const served = await answer;
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it("serves an inspection's photos, signature and report written through one process, byte for byte, by the others", async () => {
    const engineer = await tokenOf(ENGINEER, '127.8.0.1');
    const [first, second, third] = processes.map(direct);
    const id = randomUUID();
    const started = await call(first, '/api/maintenancereport', engineer, { json: { id, objectId: GATE } });
    expect(started.status).toBe(200);
    // Three photos and the signature, written through the first process.
    const photos = [];
    for (const kind of ['closedGate', 'typePlate', 'departure'] as const) {
      const photo = {
        id: randomUUID(),
        kind,
        propertyId: null,
        bytes: Buffer.concat([JPEG, randomBytes(64)]),
      };
      const piece = await call(
        first,
        `/api/maintenancereport/${id}/photos/${photo.id}/upload?kind=${kind}`,
        engineer,
        {
          method: 'PATCH',
          headers: {
            'content-type': 'application/offset+octet-stream',
            'upload-offset': '0',
            'upload-length': String(photo.bytes.length),
          },
          body: photo.bytes,
        },
      );
      expect(await piece.json()).toEqual({ received: photo.bytes.length, complete: true });
      photos.push(photo);
    }
    const signature = randomPng(60, 20);
    const form = new FormData();
    form.append('file', new Blob([signature.png], { type: 'image/png' }), 'signature.png');
    const signed = await call(first, `/api/maintenancereport/${id}/signature`, engineer, {
      method: 'PUT',
      body: form,
    });
    expect(signed.status).toBe(200);

    // Each photo from the second and the third process, and through nginx.
    for (const photo of photos) {
      const named = await call(second, `/api/maintenancereport/${id}/photos/${photo.id}/url`, engineer);
      const { url } = (await named.json()) as { url: string };
      for (const served of [fetch(`${second}${url}`), fetch(`${third}${url}`), send(url)])
        expect((await bytesOf(served)).equals(photo.bytes)).toBe(true);
    }

    // The second process draws the report; the first and the third, and nginx, serve the bytes it wrote.
    const checklist = await (
      await call(third, `/api/ServiceObjectMaintenanceProperties?objectId=${GATE}`, engineer)
    ).json();
    const draft = conformDraft(
      checklist,
      photos.map(({ bytes: _, ...named }) => named),
    );
    const submitted = await call(second, `/api/maintenancereport/${id}/submit`, engineer, {
      json: { draft },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(submitted.status).toBe(200);
    const { reportDocumentId } = (await submitted.json()) as { reportDocumentId: number };
    const [written] = await database!.db
      .select({ sha256: documents.fileSha256 })
      .from(documents)
      .where(eq(documents.id, reportDocumentId));
    const { url } = (await (
      await call(third, `/api/documents/${reportDocumentId}/url`, engineer)
    ).json()) as {
      url: string;
    };
    const pdfs = [];
    for (const served of [fetch(`${first}${url}`), fetch(`${third}${url}`), send(url)])
      pdfs.push(await bytesOf(served));
    for (const pdf of pdfs) expect(createHash('sha256').update(pdf).digest('hex')).toBe(written!.sha256);
    // Drawn from the very bytes the first process took: each photo whole, the signature's pixels unchanged.
    for (const photo of photos) expect(pdfs[0]!.includes(photo.bytes)).toBe(true);
    expect(pdfs[0]!.includes(signature.pixels)).toBe(true);
  });

  it('refuses a user deactivated through one process on the very next request to another', async () => {
    const [first, second, third] = processes.map(direct);
    const user = await tokenOf(ALFA_USER, '127.9.0.1');
    const admin = await tokenOf(ALFA_ADMIN, '127.9.0.2');
    // Twice to each: a process that keeps callers has this one by now.
    for (const at of [first, second, third, first, second, third])
      expect((await call(at, '/Identity/Profile', user)).status).toBe(200);
    const off = await call(first, `/api/users/${ALFA}/${alfaUserId}/delete`, admin, {
      json: { id: alfaUserId },
    });
    expect(off.status).toBe(200);
    expect((await call(second, '/Identity/Profile', user)).status).toBe(401);
    expect((await call(third, '/api/salesinvoices', user)).status).toBe(401);
    const bearer = { authorization: `Bearer ${user}` };
    expect((await send('/Identity/Profile', { address: '127.9.0.1', headers: bearer })).status).toBe(401);
  });

  it('sends a mail queued while the mail server was away exactly once when it returns, with three senders', async () => {
    const asked = await send('/Identity/ForgotPassword', {
      method: 'POST',
      address: '127.7.0.1',
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
    const res = await signIn('steady@customer.example', PASSWORD, '127.5.0.1');
    const { accessToken } = await res.json();
    const totals = { sent: 0, answered: 0, failed: 0, failures: [] as string[] };
    let loading = true;
    // Four clients, each from 25 addresses of its own so that the rate limit never speaks.
    const client = async (n: number) => {
      while (loading) {
        totals.sent++;
        try {
          const answer = await send('/Identity/Profile', {
            address: `127.6.${n}.${1 + (totals.sent % 25)}`,
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
