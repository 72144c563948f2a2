import { and, inArray, sql } from 'drizzle-orm';
import type { ErpQuotation } from '../../contract/erp';
import type { Db } from '../db/database';
import { quotationLines, quotations, quotationVersions } from '../db/schema';
import { chunks, ROWS_PER_STATEMENT } from '../seed/upsert';

/**
 * The quotations an import leaves as the portal has them (decision 033): a customer accepted, declined or
 * questioned it, or the provider revised it, in the portal, and the ERP still reports the status and version it
 * reported before that change, so it has not yet seen it. Once the ERP reports anything else, its word wins.
 */
export async function heldQuotationIds(db: Db, incoming: readonly ErpQuotation[]): Promise<Set<number>> {
  const held = new Set<number>();
  const byId = new Map(incoming.map((q) => [q.pK_R_OFFER, q]));
  for (const chunk of chunks([...byId.keys()], ROWS_PER_STATEMENT)) {
    const pending = await db
      .select({ id: quotations.id, erpStatus: quotations.erpStatus, erpVersion: quotations.erpVersion })
      .from(quotations)
      .where(and(inArray(quotations.id, chunk), sql`${quotations.portalPending}`));
    for (const row of pending) {
      const q = byId.get(row.id)!;
      if (q.status === row.erpStatus && q.version === row.erpVersion) held.add(row.id);
    }
  }
  return held;
}

/**
 * A newer version from the ERP replaces the lines of the one the portal showed: that one is kept as it was, so
 * earlier versions stay readable (a version the portal revised itself was kept when it was revised).
 */
export async function keepReplacedVersions(db: Db, incoming: readonly ErpQuotation[]): Promise<void> {
  const newer = new Map(incoming.map((q) => [q.pK_R_OFFER, q.version]));
  for (const chunk of chunks([...newer.keys()], ROWS_PER_STATEMENT)) {
    const rows = await db
      .select({ id: quotations.id, version: quotations.version })
      .from(quotations)
      .where(inArray(quotations.id, chunk));
    const replaced = rows.filter((r) => r.version < newer.get(r.id)!).map((r) => r.id);
    if (!replaced.length) continue;
    const lines = sql`coalesce((select json_agg(json_build_object('pos', ${quotationLines.pos}, 'description', ${quotationLines.description}, 'quantity', ${quotationLines.quantity}, 'price', ${quotationLines.price}) order by ${quotationLines.pos}, ${quotationLines.id}) from ${quotationLines} where ${quotationLines.quotationId} = ${quotations.id}), '[]'::json)::jsonb`;
    await db
      .insert(quotationVersions)
      .select(
        db
          .select({
            quotationId: quotations.id,
            version: quotations.version,
            date: quotations.date,
            description: quotations.description,
            amount: quotations.amount,
            vatRate: quotations.vatRate,
            validUntil: quotations.validUntil,
            lines: sql`${lines}`.as('lines'),
            replacedAt: sql`now()`.as('replaced_at'),
          })
          .from(quotations)
          .where(inArray(quotations.id, replaced)),
      )
      .onConflictDoNothing();
  }
}
