import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { fileChunks } from '../../server/db/schema';
import { createDiskFileStore } from '../../server/files/disk-file-store';
import { type FileStore, readWhole } from '../../server/files/file-store';
import { moveFiles } from '../../server/files/move-files';
import { CHUNK_BYTES, createPostgresFileStore } from '../../server/files/postgres-file-store';
import { createUser, login } from './fixtures';
import { databaseKinds, openTestDatabase, testConfig } from './harness';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `bytes` as a stream of parts of these sizes, over and over; `failAfter` bytes in, it breaks off. */
async function* streamOf(bytes: Buffer, sizes: number[], failAfter = Number.POSITIVE_INFINITY) {
  for (let at = 0, i = 0; at < bytes.length; i++) {
    if (at >= failAfter) throw new Error('the connection was lost');
    const size = sizes[i % sizes.length]!;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

describe.each(databaseKinds)('the file stores on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dir: string;
  const stores: Record<string, FileStore> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dir = mkdtempSync(join(tmpdir(), 'file-store-'));
    stores.disk = createDiskFileStore(dir);
    stores.postgres = createPostgresFileStore(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['disk', 'postgres'])(
    '%s: gives back byte for byte what it kept, in pieces when large',
    async (name) => {
      const files = stores[name]!;
      const large = randomBytes(CHUNK_BYTES * 2 + 1234);
      const small = Buffer.from('%PDF-1.4 small');
      for (const bytes of [large, small]) {
        await files.put(sha(bytes), bytes);
        await files.put(sha(bytes), bytes); // the same bytes again change nothing
        const file = await files.open(sha(bytes));
        expect(file?.size).toBe(bytes.length);
        expect((await readWhole(files, sha(bytes)))?.equals(bytes)).toBe(true);
        expect(await files.exists(sha(bytes))).toBe(true);
      }
      const listed: string[] = [];
      for await (const hash of files.list()) listed.push(hash);
      expect(listed.sort()).toEqual([sha(large), sha(small)].sort());
    },
  );

  it.each(['disk', 'postgres'])('%s: holds nothing under a name that is not a hash', async (name) => {
    const files = stores[name]!;
    expect(await files.open('../../etc/passwd')).toBeUndefined();
    expect(await files.exists('0'.repeat(64))).toBe(false);
    await expect(files.put('../x', Buffer.from('x'))).rejects.toThrow();
  });

  it.each(['disk', 'postgres'])(
    '%s: keeps a file handed over as a stream of parts of any size, byte for byte',
    async (name) => {
      const files = stores[name]!;
      const bytes = randomBytes(CHUNK_BYTES * 2 + 777);
      await files.put(sha(bytes), streamOf(bytes, [1000, CHUNK_BYTES + 3, 7, 90_000]));
      expect((await readWhole(files, sha(bytes)))?.equals(bytes)).toBe(true);
      if (name === 'postgres') {
        const pieces = await database.db
          .select({ size: sql<number>`octet_length(${fileChunks.bytes})` })
          .from(fileChunks)
          .where(eq(fileChunks.sha256, sha(bytes)))
          .orderBy(asc(fileChunks.n));
        expect(pieces.map((p) => Number(p.size))).toEqual([CHUNK_BYTES, CHUNK_BYTES, 777]);
      }
    },
  );

  it.each(['disk', 'postgres'])(
    '%s: keeps nothing of a stream that breaks off part way, in a transaction or not',
    async (name) => {
      const files = stores[name]!;
      const bytes = randomBytes(CHUNK_BYTES * 3);
      const broken = () => streamOf(bytes, [CHUNK_BYTES / 2], CHUNK_BYTES * 2);
      await expect(files.put(sha(bytes), broken())).rejects.toThrow('the connection was lost');
      // Handed the database itself, as a route that writes no rows of its own does.
      await expect(files.put(sha(bytes), broken(), database.db)).rejects.toThrow('the connection was lost');
      expect(await files.exists(sha(bytes))).toBe(false);
      const listed: string[] = [];
      for await (const hash of files.list()) listed.push(hash);
      expect(listed).not.toContain(sha(bytes));
      if (name === 'disk') expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    },
  );

  it('moves every file to the other store and back, copying nothing twice when run again', async () => {
    const fresh = createPostgresFileStore(database.db);
    const before: string[] = [];
    for await (const hash of fresh.list()) before.push(hash);
    const onDisk = createDiskFileStore(mkdtempSync(join(dir, 'move-')));
    const bytes = [randomBytes(10), randomBytes(CHUNK_BYTES + 1), randomBytes(3)];
    for (const b of bytes) await onDisk.put(sha(b), b);

    // Each file goes over as a stream, never whole.
    const handedOver: boolean[] = [];
    const watched: FileStore = {
      ...fresh,
      put: (hash, given, db) => {
        handedOver.push(given instanceof Uint8Array);
        return fresh.put(hash, given, db);
      },
    };
    expect(await moveFiles(onDisk, watched)).toEqual({ copied: 3, alreadyThere: 0 });
    expect(handedOver).toEqual([false, false, false]);
    expect(await moveFiles(onDisk, fresh)).toEqual({ copied: 0, alreadyThere: 3 });
    for (const b of bytes) expect((await readWhole(fresh, sha(b)))?.equals(b)).toBe(true);

    const back = createDiskFileStore(mkdtempSync(join(dir, 'back-')));
    expect(await moveFiles(fresh, back)).toEqual({ copied: 3 + before.length, alreadyThere: 0 });
    for (const b of bytes) expect((await readWhole(back, sha(b)))?.equals(b)).toBe(true);
  });

  it('postgres: a file whose transaction is rolled back is not kept', async () => {
    const files = stores.postgres!;
    const bytes = randomBytes(100);
    await database.db
      .transaction(async (tx) => {
        await files.put(sha(bytes), bytes, tx as never);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await files.exists(sha(bytes))).toBe(false);
  });
});

describe('a file written through one process, read through another', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const apps: FastifyInstance[] = [];
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(300),
  ]);
  const boundary = '----file-store-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createUser(database.db, { email: 'admin@provider.example', role: 'dbsadmin' });
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  /** Two processes, each with a DATA_DIR of its own, as two machines have. */
  async function twoProcesses(fileStore: 'disk' | 'postgres') {
    const made: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig({ fileStore }), database, logger: false });
      await app.ready();
      made.push(app);
      apps.push(app);
    }
    return made as [FastifyInstance, FastifyInstance];
  }

  async function uploadLogo(app: FastifyInstance) {
    const { accessToken } = await login(app, 'admin@provider.example');
    const res = await app.inject({
      method: 'POST',
      url: '/api/providerSettings/logo',
      payload,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().logoUrl as string;
  }

  it('is served by the other, byte for byte, with the PostgreSQL store', async () => {
    const [a, b] = await twoProcesses('postgres');
    const logoUrl = await uploadLogo(a);
    const read = await b.inject({ url: logoUrl });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
  });

  it('is missing on the other with the disk store, which is why the store is configurable', async () => {
    const [a, b] = await twoProcesses('disk');
    const logoUrl = await uploadLogo(a);
    expect((await a.inject({ url: logoUrl })).statusCode).toBe(200);
    expect((await b.inject({ url: logoUrl })).statusCode).toBe(404);
  });
});
