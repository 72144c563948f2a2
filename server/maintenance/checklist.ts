import { asc, eq, isNull, or } from 'drizzle-orm';
import type { RulesContext } from '../../contract/inspection';
import { checklistRule, type MaintenanceProperty, type ObjectChecklist } from '../../contract/maintenance';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  maintenanceGroups,
  maintenanceLocations,
  maintenanceProperties,
  objectTypes,
  relations,
  serviceObjects,
} from '../db/schema';
import { notFound } from '../errors';

const mp = maintenanceProperties;

/** The columns of a catalogue item as the contract names them. */
export const propertyColumns = {
  id: mp.id,
  groupId: mp.groupId,
  locationId: mp.locationId,
  objectTypeId: mp.objectTypeId,
  nameNl: mp.nameNl,
  nameEn: mp.nameEn,
  expectationNl: mp.expectationNl,
  expectationEn: mp.expectationEn,
  expectedCondition: mp.expectedCondition,
  standard: mp.standard,
  unit: mp.unit,
  valueMin: mp.valueMin,
  valueMax: mp.valueMax,
  limitMin: mp.limitMin,
  limitMax: mp.limitMax,
  lifetimeYears: mp.lifetimeYears,
};

const groupOrder = [asc(maintenanceGroups.sortOrder), asc(maintenanceGroups.id)];

export const catalogueGroups = (db: Db) =>
  db
    .select({ id: maintenanceGroups.id, nameNl: maintenanceGroups.nameNl, nameEn: maintenanceGroups.nameEn })
    .from(maintenanceGroups)
    .orderBy(...groupOrder);

export const catalogueLocations = (db: Db) =>
  db
    .select({
      id: maintenanceLocations.id,
      nameNl: maintenanceLocations.nameNl,
      nameEn: maintenanceLocations.nameEn,
    })
    .from(maintenanceLocations)
    .orderBy(asc(maintenanceLocations.id));

/** Catalogue items in the order an engineer walks them: by group, then the group's own order. */
export const catalogueProperties = (db: Db, objectTypeId?: number | null) =>
  db
    .select(propertyColumns)
    .from(mp)
    .innerJoin(maintenanceGroups, eq(maintenanceGroups.id, mp.groupId))
    .where(
      objectTypeId === undefined
        ? undefined
        : objectTypeId === null
          ? isNull(mp.objectTypeId)
          : or(isNull(mp.objectTypeId), eq(mp.objectTypeId, objectTypeId)),
    )
    .orderBy(...groupOrder, asc(mp.sortOrder), asc(mp.id));

/** The object an inspection is about, with the names the wizard and the report show; 404 when there is none. */
export async function inspectedObject(db: Db, objectId: number) {
  const [object] = await db
    .select({
      pK_R_SERVICEOBJECT: serviceObjects.id,
      fK_PT_RELATION: serviceObjects.relationId,
      fK_PT_RELATIONDELIVERYADDRESS: serviceObjects.deliveryAddressId,
      serviceobjectnumber: serviceObjects.serviceObjectNumber,
      description: serviceObjects.description,
      objectType: objectTypes.description,
      objectTypeId: serviceObjects.objectTypeId,
      brand: serviceObjects.brand,
      relationName: relations.name,
      locationName: deliveryAddresses.name,
      street: deliveryAddresses.street,
      postalCode: deliveryAddresses.postalCode,
      city: deliveryAddresses.city,
      contactName: deliveryAddresses.contactName,
      contactEmail: deliveryAddresses.contactEmail,
      gateState: serviceObjects.gateState,
      ownSpeedgate: serviceObjects.ownSpeedgate,
    })
    .from(serviceObjects)
    .innerJoin(relations, eq(relations.id, serviceObjects.relationId))
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, serviceObjects.deliveryAddressId))
    .leftJoin(objectTypes, eq(objectTypes.id, serviceObjects.objectTypeId))
    .where(eq(serviceObjects.id, objectId));
  if (!object) throw notFound();
  return object;
}
export type InspectedObjectRow = Awaited<ReturnType<typeof inspectedObject>>;

/** The checklist of one object: every item of its type and every item for all types. */
export async function objectChecklist(
  db: Db,
  objectId: number,
): Promise<ObjectChecklist & { row: InspectedObjectRow }> {
  const row = await inspectedObject(db, objectId);
  const [groups, locations, properties] = await Promise.all([
    catalogueGroups(db),
    catalogueLocations(db),
    catalogueProperties(db, row.objectTypeId),
  ]);
  const {
    objectTypeId: _type,
    street: _street,
    postalCode: _postalCode,
    city: _city,
    contactName: _contactName,
    contactEmail: _contactEmail,
    ...object
  } = row;
  return { object, groups, locations, properties, row };
}

export const rulesContextOf = (properties: MaintenanceProperty[], ownSpeedgate: boolean): RulesContext => ({
  items: properties.map(checklistRule),
  ownSpeedgate,
});
