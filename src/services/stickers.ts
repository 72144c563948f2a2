import type { z } from 'zod/mini';
import {
  objectAccessKeySchema,
  objectQrSchema,
  publicServiceObjectSchema,
  stickerSheetLinkSchema,
} from '../../contract/contact';
import { http } from './http';
import { getCall } from './portal-data/call';

/* A gate's sticker: the public page its QR code leads to, the code itself, sheets to print, its key. */

/** GET /api/Object/GetObjectByAccessKey/{key}?id (public): the gate as its sticker shows it. */
export const publicObject = (accessKey: string, objectId: number) =>
  getCall(`/api/Object/GetObjectByAccessKey/${encodeURIComponent(accessKey)}`, publicServiceObjectSchema, {
    id: objectId,
  });

/** GET /api/Object/qr (provider staff): the object's sticker code, its key made when it had none. */
export const objectQr = (objectId: number) => getCall('/api/Object/qr', objectQrSchema, { objectId });

/** GET /api/Object/stickers (provider staff): a short-lived address of the location's sticker sheet. */
export const stickerSheetLink = (locationId: number) =>
  http.request('/api/Object/stickers', { schema: stickerSheetLinkSchema, query: { locationId } });

/** What a renewed access key makes stale: the sticker's code and the object's details. */
export const accessKeyMakesStale = ['/api/Object/qr', '/api/Object/GetSingle'];

/** POST /api/Object/renewAccessKey (provider admins): the old sticker stops working. */
export const renewAccessKey = (objectId: number): Promise<z.output<typeof objectAccessKeySchema>> =>
  http.request('/api/Object/renewAccessKey', {
    method: 'POST',
    body: { objectId },
    schema: objectAccessKeySchema,
  });
