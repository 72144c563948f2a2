import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Relation } from '../../contract/relations';
import type { Caller } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { addressScope, relationScope } from '../access/scope';
import type { Db } from '../db/database';
import { deliveryAddresses, relations } from '../db/schema';

/** The relations the caller belongs to, each with the delivery addresses the caller may see, by name. */
export async function myRelations(db: Db, caller: Caller): Promise<Relation[]> {
  const rows = await db
    .select({ id: relations.id, name: relations.name })
    .from(relations)
    .where(relationScope(caller, relations.id))
    .orderBy(asc(relations.name), asc(relations.id));
  if (rows.length === 0) return [];
  const addresses = await db
    .select({
      id: deliveryAddresses.id,
      relationId: deliveryAddresses.relationId,
      name: deliveryAddresses.name,
    })
    .from(deliveryAddresses)
    .where(
      and(
        inArray(
          deliveryAddresses.relationId,
          rows.map((r) => r.id),
        ),
        addressScope(caller, deliveryAddresses.id),
      ),
    )
    .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
  const byRelation = new Map<number, Relation>(
    rows.map((r) => [r.id, { pK_PT_RELATION: r.id, name: r.name, deliveryAdresses: [] }]),
  );
  for (const a of addresses) {
    byRelation.get(a.relationId)?.deliveryAdresses.push({
      pK_PT_RELATIONDELIVERYADDRESS: a.id,
      fK_PT_RELATION: a.relationId,
      name: a.name,
    });
  }
  return [...byRelation.values()];
}

/** A relation and the delivery addresses of it the caller may see, by name; 403 or 404 if it is not theirs. */
export async function relationDetails(db: Db, caller: Caller, id: number) {
  await ensureVisible(db, relations, relations.id, id, relationScope(caller, relations.id));
  const [relation] = await db.select().from(relations).where(eq(relations.id, id));
  const addresses = await db
    .select({ id: deliveryAddresses.id, name: deliveryAddresses.name })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.relationId, id), addressScope(caller, deliveryAddresses.id)))
    .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
  return { relation, addresses };
}
