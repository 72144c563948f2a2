import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReports,
  objectTypes,
  providerSettings,
  serviceObjects,
} from '../db/schema';
import { notFound } from '../errors';

const so = serviceObjects;
const HOUR_MS = 3_600_000;

/** The gate a sticker names, when its key and id belong together and it is not hidden from customers. */
export async function gateOfSticker(db: Db, key: string, id?: number) {
  const [object] = await db
    .select({
      pK_R_SERVICEOBJECT: so.id,
      serviceobjectnumber: so.serviceObjectNumber,
      description: so.description,
      objectType: objectTypes.description,
      locationName: deliveryAddresses.name,
      gateState: so.gateState,
      relationId: so.relationId,
      deliveryAddressId: so.deliveryAddressId,
    })
    .from(so)
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
    .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
    .where(
      and(eq(so.accessKey, key), eq(so.providerOnly, false), id === undefined ? undefined : eq(so.id, id)),
    );
  // An unknown key, an id of another gate and a hidden gate all answer the same: nothing to learn from it.
  if (!object) throw notFound();
  return object;
}

/** The provider as the public page shows it: name, logo and the 24/7 number. */
export async function publicProvider(db: Db) {
  const [row] = await db
    .select({
      name: providerSettings.name,
      phone24h: providerSettings.phone24h,
      logoSha256: providerSettings.logoSha256,
    })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  return {
    name: row?.name ?? '',
    phone24h: row?.phone24h ?? '',
    // The same versioned address the provider settings hand out.
    logoUrl: row?.logoSha256 ? `/api/providerSettings/logo?v=${row.logoSha256.slice(0, 16)}` : null,
  };
}

/** How many public reports the gate has had in the last hour. */
export async function publicReportsInLastHour(db: Db, objectId: number): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(failureReports)
    .where(
      and(
        eq(failureReports.objectId, objectId),
        eq(failureReports.source, 'public'),
        gt(failureReports.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  return recent?.n ?? 0;
}

/** A public report of the gate made within the last hour, the only one that still takes a photo. */
export async function recentPublicReport(db: Db, reportId: string, objectId: number) {
  const [report] = await db
    .select({ id: failureReports.id })
    .from(failureReports)
    .where(
      and(
        eq(failureReports.id, reportId),
        eq(failureReports.objectId, objectId),
        eq(failureReports.source, 'public'),
        gt(failureReports.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return report;
}
