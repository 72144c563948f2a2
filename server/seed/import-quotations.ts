import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { heldQuotationIds, keepReplacedVersions } from '../quotations/erp-import';
import { deleteChildrenNotIn, orNull, upsert } from './upsert';

/** Every quotation's lines as rows, each with its quotation's key. */
export const quotationLinesOf = (erp: ErpImport) =>
  erp.quotations.flatMap((q) => q.lines.map((l) => ({ ...l, quotationId: q.pK_R_OFFER })));

export async function importQuotations(
  tx: Db,
  erp: ErpImport,
  quotationLines: ReturnType<typeof quotationLinesOf>,
): Promise<void> {
  // What the portal changed and the ERP has not yet seen stays the portal's; the rest is the ERP's (decision 033).
  const held = await heldQuotationIds(tx, erp.quotations);
  const taken = erp.quotations.filter((q) => !held.has(q.pK_R_OFFER));
  await keepReplacedVersions(tx, taken);
  await upsert(
    tx,
    t.quotations,
    t.quotations.id,
    taken.map((q) => ({
      id: q.pK_R_OFFER,
      relationId: q.fK_PT_RELATION,
      deliveryAddressId: orNull(q.fK_PT_RELATIONDELIVERYADDRESS),
      objectId: orNull(q.fK_R_SERVICEOBJECT),
      quotationNumber: q.quotationNumber,
      revision: q.revision,
      version: q.version,
      date: q.date,
      description: orNull(q.description),
      amount: q.amount,
      status: q.status,
      validUntil: orNull(q.validUntil),
      vatRate: orNull(q.vatRate),
      erpStatus: q.status,
      erpVersion: q.version,
      portalPending: false,
    })),
  );
  await upsert(
    tx,
    t.quotationLines,
    t.quotationLines.id,
    quotationLines
      .filter((l) => !held.has(l.quotationId))
      .map((l) => ({
        id: l.pK_R_OFFERDETAIL,
        quotationId: l.quotationId,
        pos: l.pos,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
      })),
  );
  await deleteChildrenNotIn(
    tx,
    t.quotationLines,
    t.quotationLines.quotationId,
    t.quotationLines.id,
    new Map(taken.map((q) => [q.pK_R_OFFER, q.lines.map((l) => l.pK_R_OFFERDETAIL)])),
  );
}
