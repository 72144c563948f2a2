import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { orNull, upsert } from './upsert';

/** Relations and their delivery addresses; what a customer entered at a location stays where the file is silent. */
export async function importRelations(tx: Db, erp: ErpImport): Promise<void> {
  const now = new Date();
  await upsert(
    tx,
    t.relations,
    t.relations.id,
    erp.relations.map((r) => ({
      id: r.pK_PT_RELATION,
      code: r.code,
      name: r.name,
      street: r.street ?? '',
      postalCode: r.postalCode ?? '',
      city: r.city ?? '',
      phone: r.phone ?? '',
      email: r.email ?? '',
      updatedAt: now,
    })),
  );
  await upsert(
    tx,
    t.deliveryAddresses,
    t.deliveryAddresses.id,
    erp.deliveryAddresses.map((a) => ({
      id: a.pK_PT_RELATIONDELIVERYADDRESS,
      relationId: a.fK_PT_RELATION,
      name: a.name,
      street: a.street ?? '',
      postalCode: a.postalCode ?? '',
      city: a.city ?? '',
      managerCompany: orNull(a.managerCompany),
      managerName: orNull(a.managerName),
      managerContactPhone: orNull(a.managerContactPhone),
      managerNotes: orNull(a.managerNotes),
      contactName: orNull(a.contactName),
      contactPhone: orNull(a.contactPhone),
      contactEmail: orNull(a.contactEmail),
      contactNotes: orNull(a.contactNotes),
      updatedAt: now,
    })),
    [
      'managerCompany',
      'managerName',
      'managerContactPhone',
      'managerNotes',
      'contactName',
      'contactPhone',
      'contactEmail',
      'contactNotes',
    ],
  );
}
