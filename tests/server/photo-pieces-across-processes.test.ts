import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CHUNK_MAX_BYTES } from '../../contract/maintenance';
import { buildApp } from '../../server/app';
import { documents, inspectionPhotos } from '../../server/db/schema';
import { readWhole } from '../../server/files/file-store';
import { createTestApp, databaseKinds, testConfig } from './harness';
import { JPEG, useMaintenance } from './maintenance-fixtures';

/**
 * With FILE_STORE=postgres an inspection's work may reach any process behind a load balancer: each piece of a
 * photo another one, and the submit a third. Two apps on one database stand for two processes (each its own
 * DATA_DIR and memory).
 */
describe.each(databaseKinds)('field work across two processes on %s', (kind) => {
  const f = useMaintenance(kind, () => createTestApp(kind, { fileStore: 'postgres' }));
  let other: FastifyInstance;

  beforeAll(async () => {
    other = await buildApp({
      config: testConfig({ fileStore: 'postgres', jwtSecret: f.t.config.jwtSecret }),
      database: f.t.database,
      logger: false,
    });
    await other.ready();
  });
  afterAll(() => other?.close());

  const pieceTo = (app: FastifyInstance, id: string, photoId: string, photo: Buffer, n: number) =>
    app.inject({
      method: 'PATCH',
      url: `/api/maintenancereport/${id}/photos/${photoId}/upload?kind=arrival`,
      payload: photo.subarray(n * PHOTO_CHUNK_MAX_BYTES, (n + 1) * PHOTO_CHUNK_MAX_BYTES),
      headers: {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(n * PHOTO_CHUNK_MAX_BYTES),
        'upload-length': String(photo.length),
        authorization: `Bearer ${f.tokens.engineer}`,
      },
    });

  it('takes the pieces of one photo from alternating processes and keeps it byte for byte', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    const photo = Buffer.concat([JPEG, randomBytes(PHOTO_CHUNK_MAX_BYTES * 2 + 1000 - JPEG.length)]);
    const answers = [];
    for (const [n, app] of [f.t.app, other, f.t.app].entries())
      answers.push((await pieceTo(app, id, photoId, photo, n)).json());
    expect(answers.at(-1)).toEqual({ received: photo.length, complete: true });
    const [kept] = await f.t.database.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.id, photoId));
    expect((await readWhole(other.files, kept!.fileSha256))?.equals(photo)).toBe(true);
  });

  it('draws the report from photos and a signature sent through the other process', async () => {
    const id = await f.start(101);
    const draft = await f.completeDraft(id, 101);
    const res = await other.inject({
      method: 'POST',
      url: `/api/maintenancereport/${id}/submit`,
      headers: { authorization: `Bearer ${f.tokens.engineer}`, 'idempotency-key': randomUUID() },
      payload: { draft },
    });
    expect(res.statusCode).toBe(200);
    const [report] = await f.t.database.db
      .select({ sha256: documents.fileSha256 })
      .from(documents)
      .where(eq(documents.id, res.json().reportDocumentId));
    const pdf = await readWhole(f.t.app.files, report!.sha256!);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
