import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/database';
import { failureReports } from '../../server/db/schema';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../e2e/support/server';

/** Reports answered before the kill; enough that the kill lands among writes, not after a lone one. */
const ANSWERED_BEFORE_KILL = 150;
const WRITERS = 4;

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/Identity/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A question about a location, as the contact form sends it: one inserted row, its id made by the client. */
const question = (locationId: number, n: number) => ({
  id: randomUUID(),
  kind: 'question',
  locationId,
  objectId: null,
  powerSupplyActive: null,
  trafficLight: null,
  trafficPossible: null,
  incidentCause: null,
  incidentDetails: '',
  description: `Vraag ${n} voor de crashtest`,
  reporterName: 'James Carter',
  reporterPhone: '06 5310 2284',
  privacyApproved: true,
});

/** The process that holds the embedded database: its pid is in the lock beside the data folder. */
const serverPid = (dataDir: string) => Number(readFileSync(join(dataDir, 'pgdata.lock'), 'utf8'));

/**
 * What a crash of the process may cost: PGlite runs PostgreSQL with its default synchronous commit, so each
 * commit writes its WAL to the file (write(2) through Node's fs) before the server answers, and the kernel
 * keeps it when the process dies. Its fsync is off (`-F`) and a no-op on its Node file system, so this says
 * nothing of a power cut or a kernel crash; a setting such as synchronous_commit=off would fail here.
 */
describe('the embedded database killed with SIGKILL in the middle of writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  // The embedded database even when the shell running the tests names a PostgreSQL one.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again on the same folder with every write it had answered 2xx', async () => {
    const first = await startServer(env);
    servers.push(first);
    const token = await signIn(first.url, 'customer.user@demo.example');
    const auth = { authorization: `Bearer ${token}` };
    const relations = (await (await fetch(`${first.url}/api/myRelations`, { headers: auth })).json()) as {
      deliveryAdresses: { pK_PT_RELATIONDELIVERYADDRESS: number }[];
    }[];
    const locationId = relations[0].deliveryAdresses[0].pK_PT_RELATIONDELIVERYADDRESS;

    const answered: string[] = [];
    const refused: number[] = [];
    let unanswered = 0;
    let killed = false;
    let sent = 0;
    const pid = serverPid(dataDir);
    const writer = async () => {
      while (!killed) {
        const body = question(locationId, sent++);
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          // An answer that arrives after the kill was still sent by the server before it died: it counts.
          if (response.ok) answered.push(body.id);
          else refused.push(response.status);
          await response.arrayBuffer();
        } catch {
          // Cut off by the kill: the row may or may not be there, and nobody was told either way.
          unanswered++;
        }
        if (!killed && answered.length >= ANSWERED_BEFORE_KILL) {
          killed = true;
          process.kill(pid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(refused).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    // The other writers' requests were on their way when the process died.
    expect(unanswered).toBeGreaterThan(0);
    await first.stop();

    const second = await startServer(env);
    servers.push(second);
    expect(second.output()).toContain('Demo data already present.');
    await signIn(second.url, 'customer.user@demo.example');
    await second.stop();

    const database = await openPglite(join(dataDir, 'pgdata'));
    try {
      const found = await database.db
        .select({ id: failureReports.id })
        .from(failureReports)
        .where(inArray(failureReports.id, answered));
      const kept = new Set(found.map((row) => row.id));
      expect(answered.filter((id) => !kept.has(id))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
