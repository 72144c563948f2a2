import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type FailureStatus, isUrgent } from '../../contract/contact';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReports,
  providerSettings,
  relations,
  serviceObjects,
  users,
} from '../db/schema';
import type { Language } from '../errors';
import { customerRecipients, type Recipient } from '../mail/customer-recipients';
import {
  type FailureMailFacts,
  newReportToServiceDeskMail,
  reportReceivedMail,
  reportStatusMail,
} from '../mail/failure-mails';

type ReportRow = typeof failureReports.$inferSelect;

/** The page in the portal where a report is seen: its object's page, its location's, or the provider's list. */
export function portalLinkOf(
  publicUrl: string,
  row: Pick<ReportRow, 'relationId' | 'deliveryAddressId' | 'objectId'>,
) {
  if (row.deliveryAddressId === null) return `${publicUrl}/failures`;
  const building = `${publicUrl}/buildings/${row.relationId}/${row.deliveryAddressId}`;
  return row.objectId === null ? building : `${building}/${row.objectId}`;
}

/** The names a mail about `row` shows, read in one query. */
async function factsOf(db: Db, publicUrl: string, row: ReportRow, link?: string): Promise<FailureMailFacts> {
  const [names] = await db
    .select({
      relationName: relations.name,
      locationName: deliveryAddresses.name,
      objectNumber: serviceObjects.serviceObjectNumber,
    })
    .from(relations)
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, sql`${row.deliveryAddressId}`))
    .leftJoin(serviceObjects, eq(serviceObjects.id, sql`${row.objectId}`))
    .where(eq(relations.id, row.relationId));
  return {
    kind: row.kind,
    objectNumber: names?.objectNumber ?? null,
    locationName: names?.locationName ?? null,
    relationName: names?.relationName ?? '',
    description: row.description,
    reporterName: row.reporterName ?? '',
    reporterPhone: row.reporterPhone ?? '',
    urgent: isUrgent(row.kind, row.trafficPossible),
    fromPublicPage: row.source === 'public',
    fromInspection: row.source === 'inspection',
    link: link ?? portalLinkOf(publicUrl, row),
  };
}

/** The reporter's address and language, when the report came from an account. */
async function reporterOf(db: Db, row: ReportRow): Promise<{ email: string; language: Language } | null> {
  if (!row.userId) return null;
  const [user] = await db
    .select({ email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId));
  if (user?.status !== 'active') return null;
  return { email: user.email, language: user.language === 'en' ? 'en' : 'nl' };
}

/**
 * A new report mails the provider's service desk (when its address is configured) and confirms to the
 * reporter who has an account. The service desk reads Dutch, the provider's language.
 */
export async function mailNewReport(app: FastifyInstance, row: ReportRow): Promise<void> {
  const [settings] = await app.db
    .select({ serviceDeskEmail: providerSettings.serviceDeskEmail })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  const deskAddress = settings?.serviceDeskEmail.trim() ?? '';
  if (deskAddress) {
    const facts = await factsOf(app.db, app.config.publicUrl, row, `${app.config.publicUrl}/failures`);
    const mail = newReportToServiceDeskMail('nl', facts);
    await app.mailer.send({ to: deskAddress, language: 'nl', ...mail });
  }
  const reporter = await reporterOf(app.db, row);
  if (reporter) {
    const facts = await factsOf(app.db, app.config.publicUrl, row);
    const mail = reportReceivedMail(reporter.language, facts);
    await app.mailer.send({ to: reporter.email, language: reporter.language, ...mail });
  }
}

/**
 * Who hears of a report's status: its reporter; for a failure an inspection filed, the customer's people
 * (company admins, the location's contact), not the engineer who happened to file it.
 */
async function statusRecipientsOf(db: Db, row: ReportRow): Promise<Recipient[]> {
  if (row.source !== 'inspection') {
    const reporter = await reporterOf(db, row);
    return reporter ? [{ ...reporter, name: row.reporterName ?? undefined }] : [];
  }
  const [location] =
    row.deliveryAddressId === null
      ? []
      : await db
          .select({
            contactEmail: deliveryAddresses.contactEmail,
            contactName: deliveryAddresses.contactName,
          })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.id, row.deliveryAddressId));
  return customerRecipients(db, {
    relationId: row.relationId,
    contactEmail: location?.contactEmail ?? null,
    contactName: location?.contactName ?? null,
  });
}

/** A changed status mails those who hear of the report, each in their own language. */
export async function mailStatusChange(app: FastifyInstance, row: ReportRow): Promise<void> {
  const recipients = await statusRecipientsOf(app.db, row);
  if (recipients.length === 0) return;
  const facts = await factsOf(app.db, app.config.publicUrl, row);
  for (const recipient of recipients) {
    const mail = reportStatusMail(
      recipient.language,
      facts,
      row.status,
      row.realizedSolution ?? '',
      recipient.name,
    );
    await app.mailer.send({ to: recipient.email, language: recipient.language, ...mail });
  }
}

/**
 * Moves a report to `status`; solving it records the solution (on the object too, whose "realized solution"
 * customers read) and the time, reopening clears that time. Answers the row after, and whether it changed.
 */
export async function changeStatus(
  db: Db,
  row: ReportRow,
  status: FailureStatus,
  realizedSolution: string,
): Promise<{ row: ReportRow; changed: boolean }> {
  const solved = status === 'solved';
  if (row.status === status && (!solved || row.realizedSolution === realizedSolution))
    return { row, changed: false };
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(failureReports)
      .set({
        status,
        realizedSolution: solved ? realizedSolution : row.realizedSolution,
        resolvedAt: solved ? (row.resolvedAt ?? now) : null,
        statusChangedAt: now,
      })
      .where(and(eq(failureReports.id, row.id)))
      .returning();
    if (solved && row.objectId !== null)
      await tx.update(serviceObjects).set({ realizedSolution }).where(eq(serviceObjects.id, row.objectId));
    return { row: updated, changed: row.status !== status };
  });
}
