import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { PHOTO_CHUNK_MAX_BYTES } from '../../contract/maintenance';
import { inspectionPhotos, inspections, photoUploads } from '../../server/db/schema';
import { diskPartialPhotos, partialPhotosDirOf } from '../../server/maintenance/partial-photos';
import { sweepPartialPhotos } from '../../server/maintenance/photo-upload';
import type { UserKey } from './data-fixtures';
import { databaseKinds } from './harness';
import { JPEG, useMaintenance } from './maintenance-fixtures';

/** A photo of three pieces: a real JPEG's start, then bytes that make it large (its type is read from its start). */
const photoOf = (size: number) => Buffer.concat([JPEG, randomBytes(size - JPEG.length)]);
const BIG = photoOf(PHOTO_CHUNK_MAX_BYTES * 2 + 40_000);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseKinds)('photos uploaded in pieces on %s', (kind) => {
  const f = useMaintenance(kind);
  const db = () => f.t.database.db;
  const dataDir = () => f.t.config.dataDir;
  const partialFile = (photoId: string) => join(partialPhotosDirOf(dataDir()), photoId);
  const uploadUrl = (id: string, photoId: string) => `/api/maintenancereport/${id}/photos/${photoId}/upload`;
  const offsetOf = async (id: string, photoId: string, user: UserKey = 'engineer') =>
    (await f.call(user, 'GET', uploadUrl(id, photoId))).json();
  const piece = (id: string, photoId: string, n: number, bytes = BIG) =>
    f.piece('engineer', id, photoId, {
      bytes: bytes.subarray(n * PHOTO_CHUNK_MAX_BYTES, (n + 1) * PHOTO_CHUNK_MAX_BYTES),
      offset: n * PHOTO_CHUNK_MAX_BYTES,
      length: bytes.length,
    });
  const keptPhotos = (id: string) =>
    db().select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionId, id));
  const partials = async () =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(photoUploads))[0].n);

  let base = '';
  beforeAll(async () => {
    base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Sends a piece over a real connection and cuts it after `sent` of its bytes, as a phone losing the network. */
  function cutPiece(id: string, photoId: string, offset: number, bytes: Buffer, sent: number) {
    return new Promise<void>((resolve) => {
      const request = httpRequest(new URL(`${uploadUrl(id, photoId)}?kind=arrival`, base), {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${f.tokens.engineer}`,
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
          'upload-offset': String(offset),
          'upload-length': String(BIG.length),
        },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(bytes.subarray(0, sent), () =>
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100),
      );
    });
  }

  it('resumes after a cut connection from the offset the server holds, and keeps the photo once with its own bytes', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    expect(await offsetOf(id, photoId)).toEqual({ received: 0, complete: false });
    expect((await piece(id, photoId, 0)).json()).toEqual({
      received: PHOTO_CHUNK_MAX_BYTES,
      complete: false,
    });
    const second = BIG.subarray(PHOTO_CHUNK_MAX_BYTES, 2 * PHOTO_CHUNK_MAX_BYTES);
    await cutPiece(id, photoId, PHOTO_CHUNK_MAX_BYTES, second, second.length / 2);
    // Half a piece is no piece: the server holds what it held before the cut.
    expect(await offsetOf(id, photoId)).toEqual({ received: PHOTO_CHUNK_MAX_BYTES, complete: false });
    expect(await keptPhotos(id)).toEqual([]);

    expect((await piece(id, photoId, 1)).json()).toEqual({
      received: 2 * PHOTO_CHUNK_MAX_BYTES,
      complete: false,
    });
    expect((await piece(id, photoId, 2)).json()).toEqual({ received: BIG.length, complete: true });
    const rows = await keptPhotos(id);
    expect(rows.map((r) => [r.id, r.kind, r.fileSha256])).toEqual([[photoId, 'arrival', sha256(BIG)]]);
    expect(readFileSync(join(dataDir(), 'files', sha256(BIG))).equals(BIG)).toBe(true);
    expect(existsSync(partialFile(photoId))).toBe(false);
    expect(await offsetOf(id, photoId)).toEqual({ received: BIG.length, complete: true });
    // The last piece again (its answer was lost): the photo is complete and stays one.
    expect((await piece(id, photoId, 2)).json()).toEqual({ received: BIG.length, complete: true });
    expect((await f.call('engineer', 'GET', `/api/maintenancereport/${id}`)).json().uploadedPhotoIds).toEqual(
      [photoId],
    );
  });

  it('answers a piece at another offset 409 with the offset the server holds, and takes nothing of it', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    await piece(id, photoId, 0);
    for (const offset of [0, 2 * PHOTO_CHUNK_MAX_BYTES]) {
      const res = await f.piece('engineer', id, photoId, {
        bytes: BIG.subarray(offset, offset + PHOTO_CHUNK_MAX_BYTES),
        offset,
        length: BIG.length,
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['upload-offset']).toBe(String(PHOTO_CHUNK_MAX_BYTES));
      expect(res.json()).toMatchObject({ Code: 'uploadOffsetMismatch' });
    }
    // A first piece at an offset beyond 0 starts nothing either.
    const stray = randomUUID();
    const res = await f.piece('engineer', id, stray, { bytes: JPEG, offset: 10, length: 10 + JPEG.length });
    expect(res.statusCode).toBe(409);
    expect(res.headers['upload-offset']).toBe('0');
    expect(await offsetOf(id, photoId)).toEqual({ received: PHOTO_CHUNK_MAX_BYTES, complete: false });
    expect(await offsetOf(id, stray)).toEqual({ received: 0, complete: false });
    expect(existsSync(partialFile(stray))).toBe(false);
  });

  it('takes one of two pieces sent at once for the same offset and refuses the other with 409', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    const [a, b] = await Promise.all([piece(id, photoId, 0), piece(id, photoId, 0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [c, d] = await Promise.all([piece(id, photoId, 1), piece(id, photoId, 1)]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
    const [e, g] = await Promise.all([piece(id, photoId, 2), piece(id, photoId, 2)]);
    // The one that lost the race for the last piece finds the photo kept: complete, not a conflict.
    expect([e.json(), g.json()]).toEqual([
      { received: BIG.length, complete: true },
      { received: BIG.length, complete: true },
    ]);
    expect((await keptPhotos(id)).map((r) => r.fileSha256)).toEqual([sha256(BIG)]);
  });

  it('refuses a photo over 10 MB with a clear 400 before taking a byte, and a piece over 256 KB with 413', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    const tooLarge = await f.piece('engineer', id, photoId, {
      bytes: JPEG,
      length: 10 * 1024 * 1024 + 1,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      Code: 'photoTooLarge',
      Message: 'The photo may be at most 10 MB',
    });
    const tooLong = await f.piece('engineer', id, photoId, {
      bytes: Buffer.concat([JPEG, Buffer.alloc(PHOTO_CHUNK_MAX_BYTES)]),
      length: 1024 * 1024,
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ Code: 'bodyTooLarge', Message: 'The data sent is too large' });
    const pastItsLength = await f.piece('engineer', id, photoId, { bytes: JPEG, length: 100 });
    expect(pastItsLength.statusCode).toBe(400);
    expect(pastItsLength.json().Errors[0].path).toBe('headers.upload-length');
    expect(await offsetOf(id, photoId)).toEqual({ received: 0, complete: false });
    expect(existsSync(partialFile(photoId))).toBe(false);
  });

  it('refuses a photo whose whole is no image once its last byte arrived, and keeps nothing of it', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    const notAnImage = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(PHOTO_CHUNK_MAX_BYTES + 10)]);
    expect((await piece(id, photoId, 0, notAnImage)).statusCode).toBe(200);
    const last = await piece(id, photoId, 1, notAnImage);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({
      Code: 'photoNotAnImage',
      Message: 'The photo must be a JPEG, PNG or WebP image',
    });
    expect(await keptPhotos(id)).toEqual([]);
    expect(await offsetOf(id, photoId)).toEqual({ received: 0, complete: false });
    expect(existsSync(partialFile(photoId))).toBe(false);
  });

  it("gives a customer's user, also of another customer, and a colleague who may not see the object nothing", async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    await piece(id, photoId, 0);
    const before = await partials();
    for (const user of ['beta', 'alfa', 'alfaGranted'] as const) {
      const read = await f.call(user, 'GET', uploadUrl(id, photoId));
      expect(read.statusCode, user).toBe(403);
      expect(read.json().Message).toBe(NO_ACCESS_MESSAGE);
      const write = await f.piece(user, id, photoId, {
        bytes: BIG.subarray(PHOTO_CHUNK_MAX_BYTES, 2 * PHOTO_CHUNK_MAX_BYTES),
        offset: PHOTO_CHUNK_MAX_BYTES,
        length: BIG.length,
      });
      expect(write.statusCode, user).toBe(403);
    }
    // The provider-only object's inspection is withheld from an engineer without its properties.
    const hidden = randomUUID();
    await f.call('engineer', 'POST', '/api/maintenancereport', { id: hidden, objectId: 102 });
    const withheld = await f.piece('engineerWithoutProperties', hidden, randomUUID(), { bytes: JPEG });
    expect(withheld.statusCode).toBe(403);
    const unknown = await f.piece('engineer', randomUUID(), randomUUID(), { bytes: JPEG });
    expect(unknown.statusCode).toBe(404);
    expect(await partials()).toBe(before);
    expect(await offsetOf(id, photoId)).toEqual({ received: PHOTO_CHUNK_MAX_BYTES, complete: false });
  });

  it('refuses a photo id already on its way for another inspection with 409', async () => {
    const first = await f.start(101);
    const second = await f.start(101);
    const photoId = randomUUID();
    await piece(first, photoId, 0);
    expect((await f.call('engineer', 'GET', uploadUrl(second, photoId))).statusCode).toBe(409);
    const res = await f.piece('engineer', second, photoId, { bytes: JPEG });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Code: 'inspectionOfAnotherObject' });
  });

  it('answers garbage and control characters in headers, query and ids with 4xx, never 5xx, and writes nothing', async () => {
    const id = await f.start(101);
    const photoId = randomUUID();
    const before = await partials();
    const bad: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['a word as offset', f.piece('engineer', id, photoId, { bytes: JPEG, offset: 'abc' })],
      ['a negative offset', f.piece('engineer', id, photoId, { bytes: JPEG, offset: '-1' })],
      ['an exponent as length', f.piece('engineer', id, photoId, { bytes: JPEG, length: '1e3' })],
      ['a huge length', f.piece('engineer', id, photoId, { bytes: JPEG, length: '99999999999999' })],
      [
        'a control character in the offset',
        f.piece('engineer', id, photoId, { bytes: JPEG, offset: '0\u0001' }),
      ],
      [
        'a control character in the kind',
        f.piece('engineer', id, photoId, { bytes: JPEG, kind: 'arr\u0000ival' }),
      ],
      ['a word as item', f.piece('engineer', id, photoId, { bytes: JPEG, kind: 'repair', propertyId: 'x' })],
      [
        'an unknown item',
        f.piece('engineer', id, photoId, { bytes: JPEG, kind: 'repair', propertyId: 999_999 }),
      ],
      ['a photo id that is no UUID', f.piece('engineer', id, '..%2F..%2Fetc', { bytes: JPEG })],
      ['an inspection id that is no UUID', f.piece('engineer', 'x%00y', photoId, { bytes: JPEG })],
      ['no offset', f.piece('engineer', id, photoId, { bytes: JPEG, headers: { 'upload-offset': '' } })],
      [
        'JSON instead of bytes',
        f.piece('engineer', id, photoId, { bytes: JPEG, headers: { 'content-type': 'application/json' } }),
      ],
      ['no bytes', f.piece('engineer', id, photoId, { bytes: Buffer.alloc(0), length: 10 })],
      ['a bad id to ask about', f.call('engineer', 'GET', uploadUrl(id, 'not-a-uuid'))],
    ];
    for (const [name, sent] of bad) {
      const res = await sent;
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
    expect(await partials()).toBe(before);
    expect(existsSync(partialFile(photoId))).toBe(false);
  });

  it('drops what arrived of a photo the engineer removed, and refuses pieces once the inspection is submitted', async () => {
    const id = await f.start(101);
    const removed = randomUUID();
    await piece(id, removed, 0);
    expect(existsSync(partialFile(removed))).toBe(true);
    expect(
      (await f.call('engineer', 'DELETE', `/api/maintenancereport/${id}/photos/${removed}`)).statusCode,
    ).toBe(204);
    expect(await offsetOf(id, removed)).toEqual({ received: 0, complete: false });
    expect(existsSync(partialFile(removed))).toBe(false);

    const left = randomUUID();
    await piece(id, left, 0);
    const draft = await f.completeDraft(id, 101);
    expect((await f.submit(id, draft)).statusCode).toBe(200);
    expect(existsSync(partialFile(left))).toBe(false);
    const late = await piece(id, left, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ Code: 'inspectionSubmitted' });
  });

  it('sweeps partial uploads untouched for a day, of submitted inspections, and files whose inspection was deleted', async () => {
    const fresh = await f.start(101);
    const stale = await f.start(101);
    const deleted = await f.start(101);
    const [freshPhoto, stalePhoto, deletedPhoto] = [randomUUID(), randomUUID(), randomUUID()];
    await piece(fresh, freshPhoto, 0);
    await piece(stale, stalePhoto, 0);
    await piece(deleted, deletedPhoto, 0);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await db()
      .update(photoUploads)
      .set({ updatedAt: dayAndMinuteAgo })
      .where(eq(photoUploads.photoId, stalePhoto));
    await db().delete(inspections).where(eq(inspections.id, deleted));
    // A file of an upload whose row went with its inspection, written two hours ago.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(partialFile(deletedPhoto), twoHoursAgo, twoHoursAgo);
    // A submitted inspection's partial, as another process's submit could leave it.
    const submitted = await f.start(101);
    const submittedPhoto = randomUUID();
    await piece(submitted, submittedPhoto, 0);
    await db().update(inspections).set({ result: 'conform' }).where(eq(inspections.id, submitted));
    // A file being written right now that has no row yet is left alone.
    const beingWritten = randomUUID();
    writeFileSync(partialFile(beingWritten), JPEG);

    await sweepPartialPhotos(db(), diskPartialPhotos(dataDir()));
    const left = readdirSync(partialPhotosDirOf(dataDir()));
    expect(left).toContain(freshPhoto);
    expect(left).toContain(beingWritten);
    for (const gone of [stalePhoto, deletedPhoto, submittedPhoto]) expect(left).not.toContain(gone);
    expect(await offsetOf(fresh, freshPhoto)).toEqual({ received: PHOTO_CHUNK_MAX_BYTES, complete: false });
    expect(await offsetOf(stale, stalePhoto)).toEqual({ received: 0, complete: false });
  });
});
