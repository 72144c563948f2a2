import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { orNull, upsert } from './upsert';

/** The maintenance catalogue: checklist groups, the places on a gate, and the checklist items. */
export async function importChecklist(tx: Db, erp: ErpImport): Promise<void> {
  await upsert(
    tx,
    t.maintenanceGroups,
    t.maintenanceGroups.id,
    erp.maintenanceGroups.map((g) => ({
      id: g.pK_R_MAINTENANCEGROUP,
      nameNl: g.nameNl,
      nameEn: g.nameEn,
      sortOrder: g.sortOrder,
    })),
  );
  await upsert(
    tx,
    t.maintenanceLocations,
    t.maintenanceLocations.id,
    erp.maintenanceLocations.map((l) => ({
      id: l.pK_R_MAINTENANCELOCATION,
      nameNl: l.nameNl,
      nameEn: l.nameEn,
    })),
  );
  await upsert(
    tx,
    t.maintenanceProperties,
    t.maintenanceProperties.id,
    erp.maintenanceProperties.map((p) => ({
      id: p.pK_R_MAINTENANCEPROPERTY,
      groupId: p.fK_R_MAINTENANCEGROUP,
      locationId: orNull(p.fK_R_MAINTENANCELOCATION),
      objectTypeId: orNull(p.fK_R_SERVICEOBJECTTYPE),
      nameNl: p.nameNl,
      nameEn: p.nameEn,
      expectationNl: p.expectationNl,
      expectationEn: p.expectationEn,
      expectedCondition: p.expectedCondition,
      standard: orNull(p.standard),
      unit: orNull(p.unit),
      valueMin: orNull(p.valueMin),
      valueMax: orNull(p.valueMax),
      limitMin: orNull(p.limitMin),
      limitMax: orNull(p.limitMax),
      lifetimeYears: orNull(p.lifetimeYears),
      sortOrder: p.sortOrder,
    })),
  );
}
