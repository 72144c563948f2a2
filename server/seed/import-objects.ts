import { inArray } from 'drizzle-orm';
import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { chunks, orNull, ROWS_PER_STATEMENT, upsert } from './upsert';

/** Every object's subtype properties as rows, in the file's order. */
export const objectPropertiesOf = (erp: ErpImport) =>
  erp.objects.flatMap((o) =>
    o.properties.map((p, i) => ({
      objectId: o.pK_R_SERVICEOBJECT,
      name: p.name,
      value: p.value,
      isPublic: p.isPublic,
      sortOrder: i,
    })),
  );

/** Object types, the objects, their properties (replaced as a whole) and their service intervals. */
export async function importObjects(
  tx: Db,
  erp: ErpImport,
  objectProperties: ReturnType<typeof objectPropertiesOf>,
): Promise<void> {
  await upsert(
    tx,
    t.objectTypes,
    t.objectTypes.id,
    erp.objectTypes.map((o) => ({
      id: o.pK_R_SERVICEOBJECTTYPE,
      code: o.code,
      description: o.description,
    })),
  );
  await upsert(
    tx,
    t.serviceObjects,
    t.serviceObjects.id,
    erp.objects.map((o) => ({
      id: o.pK_R_SERVICEOBJECT,
      relationId: o.fK_PT_RELATION,
      deliveryAddressId: o.fK_PT_RELATIONDELIVERYADDRESS,
      objectTypeId: orNull(o.fK_R_SERVICEOBJECTTYPE),
      serviceObjectNumber: o.serviceObjectNumber,
      description: o.description ?? '',
      brand: orNull(o.brand),
      color: orNull(o.color),
      powerSupply: orNull(o.powerSupply),
      fillIn: orNull(o.fillIn),
      walkThroughDoor: orNull(o.walkThroughDoor),
      gateState: orNull(o.gateState),
      buildDate: orNull(o.buildDate),
      warrantyDate: orNull(o.warrantyDate),
      providerOnly: o.providerOnly,
      ownSpeedgate: o.ownSpeedgate,
      notes: orNull(o.notes),
      remarks: orNull(o.remarks),
      realizedSolution: orNull(o.realizedSolution),
      internalNotes: orNull(o.internalNotes),
      accessKey: orNull(o.accessKey),
    })),
  );
  for (const chunk of chunks(
    erp.objects.map((o) => o.pK_R_SERVICEOBJECT),
    ROWS_PER_STATEMENT,
  )) {
    await tx.delete(t.objectProperties).where(inArray(t.objectProperties.objectId, chunk));
  }
  await upsert(
    tx,
    t.objectProperties,
    [t.objectProperties.objectId, t.objectProperties.name],
    objectProperties,
  );
  await upsert(
    tx,
    t.serviceIntervals,
    t.serviceIntervals.id,
    erp.serviceIntervals.map((s) => ({
      id: s.pK_R_SERVICEINTERVAL,
      objectId: s.fK_R_SERVICEOBJECT,
      description: s.description,
      intervalMonths: s.intervalMonths,
      lastDate: orNull(s.lastDate),
      nextDate: orNull(s.nextDate),
    })),
  );
}
