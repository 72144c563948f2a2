import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '../../contract/roles';
import { callerColumns } from '../access/authenticate';
import { knownCurrent } from '../access/caller-proof';
import { effectivePermissions } from '../access/permissions';
import { quotationVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { quotations, relationUsers, users } from '../db/schema';
import type { Recipient } from '../mail/customer-recipients';
import { quotationRevisedMail } from '../mail/quotation-mails';
import { mayDecideQuotations } from '../users/rules';
import { linkOf } from './place';
import { shownQuotation } from './record';

/**
 * The customer's users who may decide on a quotation: active users of its relation who hold Quotations.Accept
 * in a role that decides (never read-only) and who may see it (a user limited to other locations does not),
 * each once, in their own language.
 */
export async function quotationDeciders(db: Db, quotationId: number): Promise<Recipient[]> {
  const candidates = await db
    .select({
      email: users.email,
      language: users.language,
      name: users.name,
      role: callerColumns.role,
      overrides: callerColumns.overrides,
      relationIds: callerColumns.relationIds,
      addressIds: callerColumns.addressIds,
    })
    .from(users)
    .innerJoin(relationUsers, eq(relationUsers.userId, users.id))
    .innerJoin(quotations, eq(quotations.relationId, relationUsers.relationId))
    .where(and(eq(quotations.id, quotationId), eq(users.status, 'active')));
  const deciders: Recipient[] = [];
  for (const user of candidates) {
    const role = user.role as RoleName;
    if (!mayDecideQuotations({ role, permissions: effectivePermissions(role, user.overrides) })) continue;
    // A customer's scope, as the details call would read it for this user.
    const scope: Scope = {
      relationIds: user.relationIds.map(Number),
      addressIds: user.addressIds.map(Number),
      providerFields: false,
      current: undefined,
      proof: knownCurrent,
    };
    const [seen] = await db
      .select({ id: quotations.id })
      .from(quotations)
      .where(and(eq(quotations.id, quotationId), quotationVisible(scope)));
    if (seen)
      deciders.push({ email: user.email, language: user.language === 'en' ? 'en' : 'nl', name: user.name });
  }
  return deciders;
}

/**
 * Tells the customer of a revised version: each user who may decide on it gets one mail in their language with
 * a link to the quotation. Sent after the revision is written, so a failure here is logged and the revision
 * stands.
 */
export async function mailRevisedQuotation(app: FastifyInstance, id: number, note: string | null) {
  try {
    const shown = await shownQuotation(app.db, id);
    const facts = {
      quotationNumber: shown.quotationNumber,
      description: shown.description,
      version: shown.version,
      relationName: shown.relationName,
      validUntil: shown.validUntil,
      note,
      link: linkOf(app.config.publicUrl, shown),
    };
    for (const to of await quotationDeciders(app.db, id)) {
      const mail = quotationRevisedMail(to.language, facts, to.name || undefined);
      // One address that cannot be kept does not keep the others from theirs.
      await app.mailer
        .send({ to: to.email, language: to.language, ...mail })
        .catch((error) => app.log.error({ err: error, to: to.email }, 'mailing a revised quotation failed'));
    }
  } catch (error) {
    app.log.error({ err: error, quotationId: id }, 'mailing a revised quotation failed');
  }
}
