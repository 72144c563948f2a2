import { and, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { DeclineReason, quotationReviewQuerySchema } from '../../contract/quotation-approval';
import type { Db } from '../db/database';
import { quotationAcceptances, quotationEvents, quotations, relations, users } from '../db/schema';

type ReviewQuery = z.output<typeof quotationReviewQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/offers/review, for provider staff: every quotation a customer accepted, declined or questioned in the
 * portal, or the provider revised; what the ERP has not yet seen first, then the latest first.
 */
export async function quotationReview(db: Db, query: ReviewQuery) {
  const qt = quotations;
  const filters: (SQL | undefined)[] = [
    isNotNull(qt.portalState),
    query.state ? eq(qt.portalState, query.state) : undefined,
  ];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      or(ilike(qt.quotationNumber, like), ilike(qt.description, like), ilike(relations.name, like)),
    );
  }
  const where = and(...filters);
  // Of the last event: who accepted, declined, asked or revised, and the reason and words they gave.
  const ofLastEvent = <T>(column: SQL | typeof users.name) =>
    sql<T>`(select ${column} from ${quotationEvents} left join ${users} on ${users.id} = ${quotationEvents.userId} where ${quotationEvents.quotationId} = ${qt.id} order by ${quotationEvents.at} desc, ${quotationEvents.id} desc limit 1)`;
  const rows = await db
    .select({
      pK_R_OFFER: qt.id,
      fK_PT_RELATION: qt.relationId,
      fK_PT_RELATIONDELIVERYADDRESS: qt.deliveryAddressId,
      fK_R_SERVICEOBJECT: qt.objectId,
      relationName: relations.name,
      quotationNumber: qt.quotationNumber,
      version: qt.version,
      description: qt.description,
      amount: qt.amount,
      status: qt.status,
      state: sql<'accepted' | 'declined' | 'questioned' | 'revised'>`${qt.portalState}`,
      awaitingErp: qt.portalPending,
      at: qt.portalChangedAt,
      userName: ofLastEvent<string | null>(users.name),
      reason: ofLastEvent<DeclineReason | null>(sql`${quotationEvents.reason}`),
      text: ofLastEvent<string | null>(sql`${quotationEvents.text}`),
      documentId: quotationAcceptances.documentId,
    })
    .from(qt)
    .innerJoin(relations, eq(relations.id, qt.relationId))
    .leftJoin(quotationAcceptances, eq(quotationAcceptances.quotationId, qt.id))
    .where(where)
    .orderBy(desc(qt.portalPending), desc(qt.portalChangedAt), desc(qt.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qt)
    .innerJoin(relations, eq(relations.id, qt.relationId))
    .where(where);
  return {
    items: rows.map((r) => ({ ...r, at: (r.at ?? new Date(0)).toISOString() })),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
