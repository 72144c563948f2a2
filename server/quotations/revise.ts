import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DecisionResult, ReviseQuotation } from '../../contract/quotation-approval';
import { callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { scopeOf } from '../access/row-scope';
import { quotationLines, quotations, quotationVersions } from '../db/schema';
import { lockQuotation } from './decidable';
import { originOf, recordEvent } from './events';
import { shownQuotation } from './record';
import { notOpen, stale } from './refusals';
import { mailRevisedQuotation } from './revision-mail';

/**
 * The provider's revision: the version read is kept readable, the new lines replace it as version + 1 with
 * status Revised, which the customer may then accept. An accepted quotation is an order and is not revised.
 */
export async function reviseQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: ReviseQuotation,
): Promise<DecisionResult> {
  const caller = callerOf(request);
  await ensureQuotationVisible(app.db, scopeOf(caller), id);
  const origin = originOf(request);
  const now = new Date();
  const revised = await app.db.transaction(async (tx) => {
    const row = await lockQuotation(tx, id);
    if (row.status === 'Order') throw notOpen(row.status);
    if (row.version !== body.version) throw stale(row.version);
    const shown = await shownQuotation(tx, id);
    await tx.insert(quotationVersions).values({
      quotationId: id,
      version: shown.version,
      date: shown.date,
      description: shown.description,
      amount: shown.amount,
      vatRate: shown.vatRate,
      validUntil: shown.validUntil,
      lines: shown.lines.map(({ pos, description, quantity, price }) => ({
        pos,
        description,
        quantity,
        price,
      })),
      replacedAt: now,
    });
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id));
    await tx.insert(quotationLines).values(
      body.lines.map((l) => ({
        id: sql`nextval('portal_quotation_line_ids')`,
        quotationId: id,
        pos: l.pos,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
      })),
    );
    const amount = Math.round(body.lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100;
    const version = shown.version + 1;
    await tx
      .update(quotations)
      .set({
        version,
        revision: sql`${quotations.revision} + 1`,
        amount,
        status: 'Revised',
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now),
        ...(body.validUntil !== undefined ? { validUntil: body.validUntil } : {}),
        portalState: 'revised',
        portalChangedAt: now,
        portalPending: true,
      })
      .where(eq(quotations.id, id));
    await recordEvent(tx, caller, shown, 'revised', 'Revised', origin, now, {
      text: body.note || null,
      version,
    });
    return { status: 'Revised' as const, version, documentId: null };
  });
  // Once written, the customer's users who may decide on it hear of the new version.
  await mailRevisedQuotation(app, id, body.note || null);
  return revised;
}
