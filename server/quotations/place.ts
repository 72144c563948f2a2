import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliveryAddresses, providerSettings, serviceObjects } from '../db/schema';
import type { Shown } from './record';

/** Where the quotation's work is: its location's address and its object, as the signed record names them. */
export async function placeOf(db: Db, shown: Shown) {
  const [location] =
    shown.fK_PT_RELATIONDELIVERYADDRESS === null
      ? []
      : await db
          .select({
            name: deliveryAddresses.name,
            street: deliveryAddresses.street,
            postalCode: deliveryAddresses.postalCode,
            city: deliveryAddresses.city,
          })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.id, shown.fK_PT_RELATIONDELIVERYADDRESS));
  const [object] =
    shown.fK_R_SERVICEOBJECT === null
      ? []
      : await db
          .select({ number: serviceObjects.serviceObjectNumber, description: serviceObjects.description })
          .from(serviceObjects)
          .where(eq(serviceObjects.id, shown.fK_R_SERVICEOBJECT));
  return {
    locationLine: location
      ? [location.name, location.street, `${location.postalCode} ${location.city}`.trim()]
          .filter(Boolean)
          .join(', ')
      : null,
    objectLine: object ? `${object.number} ${object.description ?? ''}`.trim() : null,
  };
}

/** The quotation's page in the portal, under its object, location or relation. */
export function linkOf(publicUrl: string, shown: Shown) {
  const place = [shown.fK_PT_RELATION, shown.fK_PT_RELATIONDELIVERYADDRESS, shown.fK_R_SERVICEOBJECT]
    .filter((p) => p !== null)
    .join('/');
  return `${publicUrl}/buildings/${place}/quotations/${shown.pK_R_OFFER}`;
}

/** Where a decision is mailed for the provider, and the provider's name on the signed record. */
export async function serviceDesk(db: Db) {
  const [settings] = await db
    .select({ email: providerSettings.serviceDeskEmail, name: providerSettings.name })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  return { email: settings?.email.trim() ?? '', providerName: settings?.name ?? '' };
}
