import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliveryAddresses, objectTypes, providerSettings, serviceObjects } from '../db/schema';
import { notFound } from '../errors';

const so = serviceObjects;
/** 144 random bits in 24 URL-safe characters: a sticker's link cannot be guessed from another's. */
const newAccessKey = () => randomBytes(18).toString('base64url');

/** The object's key, made now when it has none; a key made meanwhile by someone else is kept. */
export async function ensureAccessKey(db: Db, objectId: number): Promise<string> {
  await db
    .update(so)
    .set({ accessKey: newAccessKey() })
    .where(and(eq(so.id, objectId), isNull(so.accessKey)));
  const [row] = await db.select({ accessKey: so.accessKey }).from(so).where(eq(so.id, objectId));
  return row.accessKey!;
}

/** A new key for the object: the sticker printed with the old one stops working. */
export async function renewAccessKey(db: Db, objectId: number): Promise<string> {
  const accessKey = newAccessKey();
  await db.update(so).set({ accessKey }).where(eq(so.id, objectId));
  return accessKey;
}

/** An object hidden from customers has no public page, so no sticker either. */
export async function ensurePublicObject(db: Db, objectId: number) {
  const [row] = await db.select({ providerOnly: so.providerOnly }).from(so).where(eq(so.id, objectId));
  if (!row || row.providerOnly) throw notFound();
}

/** The objects of a location that get a sticker (none hidden from customers), by number. */
export function stickerObjects(db: Db, locationId: number) {
  return db
    .select({ id: so.id, number: so.serviceObjectNumber, kind: objectTypes.description })
    .from(so)
    .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
    .where(and(eq(so.deliveryAddressId, locationId), eq(so.providerOnly, false)))
    .orderBy(asc(so.serviceObjectNumber), asc(so.id));
}

/** What a sticker sheet prints besides the stickers: the location's name, the provider's name and 24/7 number. */
export async function stickerSheetNames(db: Db, locationId: number) {
  const [[location], [provider]] = await Promise.all([
    db
      .select({ name: deliveryAddresses.name })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.id, locationId)),
    db
      .select({ name: providerSettings.name, phone24h: providerSettings.phone24h })
      .from(providerSettings)
      .where(eq(providerSettings.id, 1)),
  ]);
  return { location, provider };
}
