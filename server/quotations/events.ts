import type { FastifyRequest } from 'fastify';
import type { DeclineQuotation, QuotationEventKind } from '../../contract/quotation-approval';
import type { Caller } from '../access/authenticate';
import type { Db } from '../db/database';
import { auditLog, quotationEvents } from '../db/schema';
import type { Shown } from './record';

export type DeclineReason = DeclineQuotation['reason'];

/** Where a request came from, for the record and the audit log. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || null,
});

/** What happened to a quotation: a line of its history and one of the audit log. */
export async function recordEvent(
  tx: Db,
  caller: Caller,
  shown: Shown,
  kind: QuotationEventKind,
  statusTo: Shown['status'],
  origin: { ip: string; userAgent: string | null },
  now: Date,
  extra: { reason?: DeclineReason | null; text?: string | null; version?: number } = {},
) {
  await tx.insert(quotationEvents).values({
    quotationId: shown.pK_R_OFFER,
    version: extra.version ?? shown.version,
    kind,
    statusFrom: shown.status,
    statusTo,
    userId: caller.id,
    reason: extra.reason ?? null,
    text: extra.text ?? null,
    ipAddress: origin.ip,
    at: now,
  });
  await tx.insert(auditLog).values({
    actorId: caller.id,
    action: `quotation.${kind}`,
    targetType: 'quotation',
    targetId: String(shown.pK_R_OFFER),
    details: { version: extra.version ?? shown.version, statusFrom: shown.status, statusTo, ...origin },
    at: now,
  });
}
