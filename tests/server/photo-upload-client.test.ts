import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InspectionPhoto } from '../../contract/inspection';
import { PHOTO_CHUNK_MAX_BYTES } from '../../contract/maintenance';
import { inspectionPhotos } from '../../server/db/schema';
import { signAccessToken } from '../../server/identity/access-token';
import { startFamily } from '../../server/identity/refresh-tokens';
import { ApiError } from '../../src/services/api-error';
import { createHttpClient } from '../../src/services/http';
import { sendPhotoResumably } from '../../src/services/resumable-upload';
import { createTokenStore } from '../../src/services/token-store';
import { createSharedStorage } from '../machines/support/browser-tabs';
import { databaseKinds } from './harness';
import { JPEG, useMaintenance } from './maintenance-fixtures';

const BIG = Buffer.concat([JPEG, randomBytes(PHOTO_CHUNK_MAX_BYTES * 2 + 40_000 - JPEG.length)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the network does to one request of the phone: let it through, lose it mid-way, or lose its answer. */
type Fate = 'through' | 'cutMidway' | 'answerLost';

interface Sent {
  method: string;
  offset: number | null;
  bytes: number;
}

/**
 * The browser's upload code (`resumable-upload.ts` through the app's HTTP client) against the real server on
 * loopback, with a network that can cut a piece off halfway or lose the server's answer.
 */
describe.each(databaseKinds)('the phone sending a photo in pieces to the server on %s', (kind) => {
  const f = useMaintenance(kind);
  let base = '';
  beforeAll(async () => {
    base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A phone's HTTP client; `before` runs as a request is about to go out (the `n`th of its method). */
  function phone(
    fateOf: (request: Sent, n: number) => Fate = () => 'through',
    before?: (request: Sent, n: number) => Promise<void>,
  ) {
    const sent: Sent[] = [];
    const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      const body = init.body instanceof Blob ? Buffer.from(await init.body.arrayBuffer()) : null;
      const request: Sent = {
        method: init.method ?? 'GET',
        offset: headers.has('upload-offset') ? Number(headers.get('upload-offset')) : null,
        bytes: body?.length ?? 0,
      };
      const n = sent.filter((s) => s.method === request.method).length;
      const fate = fateOf(request, n);
      sent.push(request);
      await before?.(request, n);
      if (fate === 'cutMidway' && body) {
        // Half the piece goes out, then the connection breaks.
        const half = body.subarray(0, body.length / 2);
        const stream = new ReadableStream({
          start(controller) {
            controller.enqueue(half);
            setTimeout(() => controller.error(new Error('connection lost')), 50);
          },
        });
        await globalThis
          .fetch(input, { ...init, body: stream, duplex: 'half' } as RequestInit)
          .catch(() => undefined);
        throw new TypeError('fetch failed');
      }
      const response = await globalThis.fetch(input, init);
      if (fate === 'answerLost') {
        await response.arrayBuffer();
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const { storage } = createSharedStorage().openTab();
    const tokenStore = createTokenStore(
      () => storage,
      () => null,
    );
    tokenStore.write({
      accessToken: f.tokens.engineer,
      refreshToken: 'r',
      refreshTokenExpires: '2999-01-01T00:00:00Z',
    });
    const http = createHttpClient({ tokenStore, baseURL: base, fetch: fetch as typeof globalThis.fetch });
    return { http, sent, tokenStore };
  }

  const photoOf = (): InspectionPhoto => ({ id: randomUUID(), kind: 'arrival', propertyId: null });
  const blob = new Blob([BIG], { type: 'image/jpeg' });
  const kept = (photoId: string) =>
    f.t.database.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.id, photoId));
  const pieces = (sent: Sent[]) => sent.filter((s) => s.method === 'PATCH');

  it('sends only the rest after the connection broke halfway through a piece, and the photo arrives once', async () => {
    const id = await f.start(101);
    const photo = photoOf();
    const first = phone((request, n) => (request.method === 'PATCH' && n === 1 ? 'cutMidway' : 'through'));
    const failure = await sendPhotoResumably(first.http, id, photo, blob, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(await kept(photo.id)).toEqual([]);

    const again = phone();
    const progress: number[] = [];
    await sendPhotoResumably(again.http, id, photo, blob, (fraction) => progress.push(fraction));
    expect(again.sent[0]).toMatchObject({ method: 'GET' });
    expect(pieces(again.sent).map((s) => s.offset)).toEqual([
      PHOTO_CHUNK_MAX_BYTES,
      2 * PHOTO_CHUNK_MAX_BYTES,
    ]);
    expect(pieces(again.sent).reduce((sum, s) => sum + s.bytes, 0)).toBe(BIG.length - PHOTO_CHUNK_MAX_BYTES);
    expect(progress[0]).toBeCloseTo(PHOTO_CHUNK_MAX_BYTES / BIG.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect((await kept(photo.id)).map((r) => r.fileSha256)).toEqual([sha256(BIG)]);
  });

  it('does not send again a piece the server took when only its answer was lost', async () => {
    const id = await f.start(101);
    const photo = photoOf();
    const first = phone((request, n) => (request.method === 'PATCH' && n === 1 ? 'answerLost' : 'through'));
    await expect(sendPhotoResumably(first.http, id, photo, blob, () => {})).rejects.toBeInstanceOf(ApiError);

    const again = phone();
    await sendPhotoResumably(again.http, id, photo, blob, () => {});
    expect(pieces(again.sent).map((s) => s.offset)).toEqual([2 * PHOTO_CHUNK_MAX_BYTES]);
    expect((await kept(photo.id)).map((r) => r.fileSha256)).toEqual([sha256(BIG)]);

    // Once kept, a further try only asks and sends nothing.
    const third = phone();
    await sendPhotoResumably(third.http, id, photo, blob, () => {});
    expect(third.sent.map((s) => s.method)).toEqual(['GET']);
    expect(await kept(photo.id)).toHaveLength(1);
  });

  it('sends a first try without asking, and goes on where the server is when another tab moved it on (409 with its offset)', async () => {
    const id = await f.start(101);
    const photo = photoOf();
    // Before this page's first piece of the photo, another tab (or this one before a reload) sends two pieces.
    const racing = phone(
      () => 'through',
      async (request, n) => {
        if (request.method !== 'PATCH' || n !== 0) return;
        for (const offset of [0, PHOTO_CHUNK_MAX_BYTES]) {
          const bytes = BIG.subarray(offset, offset + PHOTO_CHUNK_MAX_BYTES);
          await f.piece('engineer', id, photo.id, { bytes, offset, length: BIG.length });
        }
      },
    );
    await sendPhotoResumably(racing.http, id, photo, blob, () => {});
    // Its first piece went without a question and found the server two pieces on; it asked and sent the last.
    expect(racing.sent.map((s) => [s.method, s.offset])).toEqual([
      ['PATCH', 0],
      ['GET', null],
      ['PATCH', 2 * PHOTO_CHUNK_MAX_BYTES],
    ]);
    expect((await kept(photo.id)).map((r) => r.fileSha256)).toEqual([sha256(BIG)]);
  });

  it('renews an expired access token as every call does and goes on with the photo', async () => {
    const id = await f.start(101);
    const photo = photoOf();
    const engineerId = JSON.parse(Buffer.from(f.tokens.engineer.split('.')[1], 'base64url').toString()).sub;
    const session = await startFamily(f.t.database.db, engineerId, f.t.config.refreshTokenTtlS);
    const past = new Date(Date.now() - 2 * f.t.config.accessTokenTtlS * 1000);
    const expired = await signAccessToken(f.t.config.jwtSecret, session, f.t.config.accessTokenTtlS, past);
    const { http, tokenStore, sent } = phone();
    tokenStore.write({
      accessToken: expired,
      refreshToken: 'r',
      refreshTokenExpires: '2999-01-01T00:00:00Z',
    });
    const renewed: string[] = [];
    http.setTokenRenewer(async (failed) => {
      renewed.push(failed);
      tokenStore.write({
        accessToken: f.tokens.engineer,
        refreshToken: 'r',
        refreshTokenExpires: '2999-01-01T00:00:00Z',
      });
      return f.tokens.engineer;
    });
    await sendPhotoResumably(http, id, photo, blob, () => {});
    expect(renewed).toEqual([expired]);
    // The first piece went with the expired token, was refused (401), and went again with the new one.
    expect(pieces(sent).map((s) => s.offset)).toEqual([
      0,
      0,
      PHOTO_CHUNK_MAX_BYTES,
      2 * PHOTO_CHUNK_MAX_BYTES,
    ]);
    expect(await kept(photo.id)).toHaveLength(1);
  });
});
