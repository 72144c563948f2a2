import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { signDocumentUrl, signInspectionPhotoUrl } from '../../server/files/signed-url';
import type { UserKey } from './data-fixtures';
import { databaseKinds } from './harness';
import { JPEG, useMaintenance } from './maintenance-fixtures';

/**
 * Issue 28 item 5: a photo uploaded from one phone shows as a thumbnail on another. The app asks for a signed,
 * short-lived address of an uploaded photo (provider staff who see the inspection only), and the address shows
 * the bytes without a bearer token.
 */
describe.each(databaseKinds)('the signed address of an inspection photo on %s', (kind) => {
  const f = useMaintenance(kind);
  const urlOf = (id: string, photoId: string) => `/api/maintenancereport/${id}/photos/${photoId}/url`;
  let inspectionId = '';
  let photoId = '';
  let otherInspectionId = '';
  let otherPhotoId = '';

  beforeAll(async () => {
    inspectionId = await f.start(101);
    photoId = (await f.photo(inspectionId, 'closedGate')).id;
    otherInspectionId = await f.start(201);
    otherPhotoId = (await f.photo(otherInspectionId, 'typePlate')).id;
  });

  it('gives the engineer an address that shows the photo, without a token, as the bytes uploaded', async () => {
    const res = await f.call('engineer', 'GET', urlOf(inspectionId, photoId));
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(new RegExp(`^/files/inspection-photos/${photoId}\\?expires=\\d+&signature=`));
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(1);
    expect(minutesLeft).toBeLessThanOrEqual(5);
    const file = await f.call(null, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });

  it.each<UserKey>(['alfa', 'alfaAdmin', 'alfaGranted', 'beta', 'stranger'])(
    'gives %s (a customer, whose gate it may be) 403 and no address',
    async (user) => {
      const res = await f.call(user, 'GET', urlOf(inspectionId, photoId));
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      expect(res.body).not.toContain('/files/');
    },
  );

  it('gives nobody signed out an address', async () => {
    const res = await f.call(null, 'GET', urlOf(inspectionId, photoId));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('/files/');
  });

  it("answers 404 for another inspection's photo named under this one, and for unknown ids", async () => {
    for (const url of [
      urlOf(inspectionId, otherPhotoId),
      urlOf(otherInspectionId, photoId),
      urlOf(inspectionId, randomUUID()),
      urlOf(randomUUID(), photoId),
    ]) {
      const res = await f.call('engineer', 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('/files/');
    }
  });

  it.each([
    ['an inspection id that is no UUID', () => urlOf('12', photoId), 'id must be a UUID'],
    ['a photo id that is no UUID', () => urlOf(inspectionId, 'x'.repeat(40)), 'photoId must be a UUID'],
    ['a NUL as the photo id', () => urlOf(inspectionId, '%00'), 'controlCharacters'],
  ])('answers 400 to %s, saying what is wrong', async (_name, url, message) => {
    const res = await f.call('engineer', 'GET', url());
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(res.body).not.toContain('/files/');
  });

  describe('the address itself', () => {
    const fileUrl = (id: string, query: string) => `/files/inspection-photos/${id}?${query}`;
    const queryOf = (url: string) => url.split('?')[1]!;

    it("refuses a signature of another photo, a document's, a tampered or an expired one with 403", async () => {
      const secret = f.t.config.jwtSecret;
      const theirs = signInspectionPhotoUrl(secret, otherPhotoId).url;
      const documentQuery = queryOf(signDocumentUrl(secret, 1, 'jpg').url);
      const fresh = signInspectionPhotoUrl(secret, photoId).url;
      const tampered = `${fresh.slice(0, -2)}${fresh.endsWith('AA') ? 'BB' : 'AA'}`;
      const expired = signInspectionPhotoUrl(secret, photoId, new Date(Date.now() - 10 * 60_000)).url;
      const stranger = signInspectionPhotoUrl('another secret of at least thirty-two chars', photoId).url;
      for (const url of [
        fileUrl(photoId, queryOf(theirs)),
        fileUrl(photoId, documentQuery),
        tampered,
        expired,
        stranger,
      ]) {
        const res = await f.call(null, 'GET', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.headers['content-type'], url).not.toMatch(/^image\//);
      }
    });

    it('answers 400 to a missing signature or a photo id that is no UUID', async () => {
      const { url } = signInspectionPhotoUrl(f.t.config.jwtSecret, photoId);
      const missing = await f.call(null, 'GET', `/files/inspection-photos/${photoId}?expires=1`);
      expect(missing.statusCode).toBe(400);
      const badId = await f.call(null, 'GET', `/files/inspection-photos/12?${queryOf(url)}`);
      expect(badId.statusCode).toBe(400);
    });

    it('answers 404 once the photo was removed, although the address was signed before', async () => {
      const id = await f.start(101);
      const gone = (await f.photo(id, 'departure')).id;
      const { url } = (await f.call('engineer', 'GET', urlOf(id, gone))).json();
      expect(
        (await f.call('engineer', 'DELETE', `/api/maintenancereport/${id}/photos/${gone}`)).statusCode,
      ).toBe(204);
      const res = await f.call(null, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^image\//);
    });
  });
});
