import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { emptyAnswer, type InspectionDraft, type PhotoKind } from '../../contract/inspection';
import { type ObjectChecklist, PHOTO_CHUNK_MAX_BYTES } from '../../contract/maintenance';
import { deliveryAddresses, serviceObjects, userPermissions, users } from '../../server/db/schema';
import type { Mailer } from '../../server/mail/mailer';
import { seedCatalogue } from '../../server/seed/catalogue';
import { type DataFixture, seedTwoCustomers, type UserKey } from './data-fixtures';
import { createTestApp, type DatabaseKind, type MemoryMailer, type TestApp } from './harness';

/** A real photo of the demo set, and the smallest valid PNG and WebP files. */
export const JPEG = readFileSync(new URL('../../server/seed/files/speedgate.jpg', import.meta.url));
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63606060f80f000104010' +
    '05fe5c34b0000000049454e44ae426082',
  'hex',
);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);

export const CONTACT_EMAIL = 'piet.portier@alfa.example';
export const INTERNAL_REMARK = 'INTERN-SLEUTEL-4711';

export interface MaintenanceFixture<M extends Mailer = MemoryMailer> extends DataFixture {
  readonly t: TestApp<M>;
  /** A call as a user (null: signed out), in English. */
  call(
    user: UserKey | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A multipart upload of one file with text fields before it. */
  upload(
    user: UserKey,
    method: 'POST' | 'PUT',
    url: string,
    file: Buffer | null,
    fields?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** One piece of a photo (PATCH .../photos/{photoId}/upload), by default from its first byte. */
  piece(user: UserKey, id: string, photoId: string, piece: PhotoPieceCall): Promise<LightMyRequestResponse>;
  /** A whole photo, piece after piece in order; answers the last piece's response. */
  uploadPhoto(
    user: UserKey,
    id: string,
    photoId: string,
    bytes: Buffer,
    kind: PhotoKind | string,
    propertyId?: number | string | null,
  ): Promise<LightMyRequestResponse>;
  checklist(objectId: number): Promise<ObjectChecklist>;
  /** Starts an inspection of the object as the engineer; answers its id. */
  start(objectId: number): Promise<string>;
  /** Uploads a photo of a kind as the engineer; answers it as the draft names it. */
  photo(id: string, kind: PhotoKind, propertyId?: number | null): Promise<InspectionDraft['photos'][number]>;
  /** A complete, conform draft for the object's checklist, with its photos and signature uploaded. */
  completeDraft(id: string, objectId: number): Promise<InspectionDraft>;
  submit(id: string, draft: InspectionDraft, key?: string): Promise<LightMyRequestResponse>;
}

export interface PhotoPieceCall {
  bytes: Buffer;
  kind?: string;
  propertyId?: number | string | null;
  offset?: number | string;
  /** The whole photo's size; the piece's own by default. */
  length?: number | string;
  /** Sent besides (or instead of) the protocol's own, e.g. a broken offset. */
  headers?: Record<string, string>;
}

/** A multipart body of text fields and, after them, one file named `photo.jpg`. */
export function multipart(fields: Record<string, string>, file: Buffer | null) {
  const boundary = `----portal${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
    );
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A complete, conform draft of a checklist with these photos, signed by the location's contact. */
export function conformDraft(
  { properties, object }: ObjectChecklist,
  photos: InspectionDraft['photos'],
): InspectionDraft {
  return {
    maintenancePossible: true,
    cycleCountBefore: object.ownSpeedgate ? 120_000 : null,
    cycleCountAfter: object.ownSpeedgate ? 120_012 : null,
    photos,
    answers: Object.fromEntries(
      properties.map((p) => [
        String(p.id),
        { ...emptyAnswer, conform: true, condition: 2, value: p.unit ? (p.limitMax ?? 1) / 2 : null },
      ]),
    ),
    approval: 'signed',
    signerName: 'Piet Portier',
    signed: true,
    internalRemarks: INTERNAL_REMARK,
    notPossibleReason: '',
  };
}

/**
 * The two customers of the data suites with the demo catalogue loaded through the importer. Object 101
 * (Alfa's speedgate) is one of the provider's own, so it carries cycle counters; its location has a
 * contact with an e-mail address, and Alfa's company admin reads English. `open` makes the app (by default
 * one whose mail stays in memory).
 */
export function useMaintenance(kind: DatabaseKind): MaintenanceFixture;
export function useMaintenance<M extends Mailer>(
  kind: DatabaseKind,
  open: () => Promise<TestApp<M>>,
): MaintenanceFixture<M>;
export function useMaintenance(
  kind: DatabaseKind,
  open: () => Promise<TestApp<Mailer>> = () => createTestApp(kind),
): MaintenanceFixture<Mailer> {
  let t: TestApp<Mailer>;
  let f: DataFixture;
  beforeAll(async () => {
    t = await open();
    f = await seedTwoCustomers(t);
    const db = t.database.db;
    await seedCatalogue(db);
    await db.update(serviceObjects).set({ ownSpeedgate: true }).where(eq(serviceObjects.id, 101));
    await db
      .update(deliveryAddresses)
      .set({ contactEmail: CONTACT_EMAIL })
      .where(eq(deliveryAddresses.id, 11));
    await db.update(users).set({ language: 'en' }).where(eq(users.email, 'alfaadmin@example.test'));
    const [granted] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alfagranted@example.test'));
    await db
      .insert(userPermissions)
      .values({ userId: granted.id, permission: 'Maintenance.Inspect', granted: true });
  }, 60_000);
  afterAll(() => t?.close());

  const call: MaintenanceFixture['call'] = (user, method, url, body, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: {
        'accept-language': 'en',
        ...(user ? { authorization: `Bearer ${f.tokens[user]}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  const fixture: MaintenanceFixture<Mailer> = {
    get t() {
      return t;
    },
    get tokens() {
      return f.tokens;
    },
    get: (user, url) => f.get(user, url),
    call,
    upload(user, method, url, file, fields = {}) {
      const { payload, contentType } = multipart(fields, file);
      return t.app.inject({
        method,
        url,
        payload,
        headers: {
          'accept-language': 'en',
          'content-type': contentType,
          authorization: `Bearer ${f.tokens[user]}`,
        },
      });
    },
    piece(
      user,
      id,
      photoId,
      { bytes, kind = 'arrival', propertyId = null, offset = 0, length, headers = {} },
    ) {
      const query = new URLSearchParams({ kind });
      if (propertyId !== null) query.set('propertyId', String(propertyId));
      return t.app.inject({
        method: 'PATCH',
        url: `/api/maintenancereport/${id}/photos/${photoId}/upload?${query}`,
        payload: bytes,
        headers: {
          'accept-language': 'en',
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          'upload-length': String(length ?? bytes.length),
          authorization: `Bearer ${f.tokens[user]}`,
          ...headers,
        },
      });
    },
    async uploadPhoto(user, id, photoId, bytes, kind, propertyId = null) {
      for (let offset = 0; ; offset += PHOTO_CHUNK_MAX_BYTES) {
        const res = await fixture.piece(user, id, photoId, {
          bytes: bytes.subarray(offset, offset + PHOTO_CHUNK_MAX_BYTES),
          kind,
          propertyId,
          offset,
          length: bytes.length,
        });
        if (res.statusCode !== 200 || offset + PHOTO_CHUNK_MAX_BYTES >= bytes.length) return res;
      }
    },
    async checklist(objectId) {
      return (
        await call('engineer', 'GET', `/api/ServiceObjectMaintenanceProperties?objectId=${objectId}`)
      ).json();
    },
    async start(objectId) {
      const id = randomUUID();
      const res = await call('engineer', 'POST', '/api/maintenancereport', { id, objectId });
      if (res.statusCode !== 200) throw new Error(`start failed: ${res.body}`);
      return id;
    },
    async photo(id, kind, propertyId = null) {
      const photoId = randomUUID();
      const res = await fixture.uploadPhoto('engineer', id, photoId, JPEG, kind, propertyId);
      if (res.statusCode !== 200) throw new Error(`photo failed: ${res.body}`);
      return { id: photoId, kind, propertyId };
    },
    async completeDraft(id, objectId) {
      const photos = [
        await fixture.photo(id, 'closedGate'),
        await fixture.photo(id, 'typePlate'),
        await fixture.photo(id, 'departure'),
      ];
      const sign = await fixture.upload('engineer', 'PUT', `/api/maintenancereport/${id}/signature`, PNG);
      if (sign.statusCode !== 200) throw new Error(`signature failed: ${sign.body}`);
      return conformDraft(await fixture.checklist(objectId), photos);
    },
    submit(id, draft, key = randomUUID()) {
      return call(
        'engineer',
        'POST',
        `/api/maintenancereport/${id}/submit`,
        { draft },
        { 'idempotency-key': key },
      );
    },
  };
  return fixture;
}
