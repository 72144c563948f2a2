import { asc, desc, eq } from 'drizzle-orm';
import type { QuotationRecord } from '../../contract/quotation-approval';
import { isPastValidity } from '../../contract/quotation-validity';
import type { Db } from '../db/database';
import {
  providerSettings,
  quotationAcceptances,
  quotationEvents,
  quotationLines,
  quotations,
  quotationVersions,
  relations,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { contentSha256 } from './content';

const qt = quotations;

/** A quotation's own columns as lists and its page show them, in the ERP's names. */
export const quotationColumns = {
  pK_R_OFFER: qt.id,
  fK_PT_RELATION: qt.relationId,
  fK_PT_RELATIONDELIVERYADDRESS: qt.deliveryAddressId,
  fK_R_SERVICEOBJECT: qt.objectId,
  quotationNumber: qt.quotationNumber,
  offerrevision: qt.revision,
  version: qt.version,
  date: qt.date,
  description: qt.description,
  amount: qt.amount,
  status: qt.status,
  validUntil: qt.validUntil,
};

/** The quotation's row and lines as shown, read in `db` (a transaction that locked the row sees its own). */
export async function shownQuotation(db: Db, id: number) {
  const [row] = await db
    .select({
      ...quotationColumns,
      vatRate: qt.vatRate,
      relationName: relations.name,
    })
    .from(qt)
    .innerJoin(relations, eq(relations.id, qt.relationId))
    .where(eq(qt.id, id));
  if (!row) throw notFound();
  const lines = await db
    .select({
      pK_R_OFFERDETAIL: quotationLines.id,
      pos: quotationLines.pos,
      description: quotationLines.description,
      quantity: quotationLines.quantity,
      price: quotationLines.price,
    })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id))
    .orderBy(asc(quotationLines.pos), asc(quotationLines.id));
  return { ...row, lines, contentSha256: contentSha256({ ...row, lines }) };
}
export type Shown = Awaited<ReturnType<typeof shownQuotation>>;

/** GET /api/offers/{id}: the quotation, what it allows and what happened to it (the caller may see it). */
export async function quotationRecord(db: Db, id: number, now = new Date()): Promise<QuotationRecord> {
  const shown = await shownQuotation(db, id);
  const [acceptance] = await db
    .select({
      version: quotationAcceptances.version,
      signerName: quotationAcceptances.signerName,
      signerFunction: quotationAcceptances.signerFunction,
      poNumber: quotationAcceptances.poNumber,
      remark: quotationAcceptances.remark,
      acceptedAt: quotationAcceptances.acceptedAt,
      contentSha256: quotationAcceptances.contentSha256,
      documentId: quotationAcceptances.documentId,
    })
    .from(quotationAcceptances)
    .where(eq(quotationAcceptances.quotationId, id));
  const history = await db
    .select({
      kind: quotationEvents.kind,
      version: quotationEvents.version,
      statusFrom: quotationEvents.statusFrom,
      statusTo: quotationEvents.statusTo,
      reason: quotationEvents.reason,
      text: quotationEvents.text,
      userName: users.name,
      at: quotationEvents.at,
    })
    .from(quotationEvents)
    .leftJoin(users, eq(users.id, quotationEvents.userId))
    .where(eq(quotationEvents.quotationId, id))
    .orderBy(desc(quotationEvents.at), desc(quotationEvents.id));
  const earlierVersions = await db
    .select({
      version: quotationVersions.version,
      date: quotationVersions.date,
      description: quotationVersions.description,
      amount: quotationVersions.amount,
      vatRate: quotationVersions.vatRate,
      validUntil: quotationVersions.validUntil,
      lines: quotationVersions.lines,
    })
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, id))
    .orderBy(desc(quotationVersions.version));
  const [settings] = await db
    .select({ termsUrl: providerSettings.termsUrl })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  return {
    ...shown,
    expired: isPastValidity(shown.validUntil, now),
    acceptance: acceptance ? { ...acceptance, acceptedAt: acceptance.acceptedAt.toISOString() } : null,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    earlierVersions,
    termsUrl: settings?.termsUrl ?? '',
  };
}
