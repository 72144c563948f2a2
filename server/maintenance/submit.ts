import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvalSummary, checkInspection, type InspectionDraft, resultOf } from '../../contract/inspection';
import { gateStateAfter, type InspectionOutcome } from '../../contract/maintenance';
import type { Caller } from '../access/authenticate';
import type { Db } from '../db/database';
import {
  documents,
  failureReports,
  inspectionPhotos,
  inspectionResults,
  inspections,
  providerSettings,
  serviceObjects,
  storedFiles,
  users,
} from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { readWhole } from '../files/file-store';
import { storeFile } from '../files/uploads';
import { customerRecipients, type Recipient } from '../mail/customer-recipients';
import { inspectionReportMail, maintenanceNotPossibleMail } from '../mail/inspection-mails';
import { type InspectedObjectRow, inspectedObject, objectChecklist, rulesContextOf } from './checklist';
import { ensureNotInspectedMeanwhile } from './inspected-meanwhile';
import { renderReportPdf } from './report-pdf';

/** A failing rule on submit, with its path as the request body names it. */
const rulesFailed = (issues: { path: string; message: string }[]) =>
  new HttpError(
    400,
    'inspectionRulesFailed',
    {},
    issues.map((i) => ({ path: `body.draft.${i.path}`, message: i.message })),
  );

/**
 * Each photo once, where it first appears: the report shows the photos of the draft, and a draft that names
 * one twice (a photo kept by two phones, a retake whose deletion was lost) must not show it twice.
 */
const eachPhotoOnce = (draft: InspectionDraft): InspectionDraft => ({
  ...draft,
  photos: draft.photos.filter((photo, index) => draft.photos.findIndex((p) => p.id === photo.id) === index),
});

/** The outcome of an inspection submitted earlier, as its first submit answered it. */
async function earlierOutcome(db: Db, row: typeof inspections.$inferSelect): Promise<InspectionOutcome> {
  const recipients = await recipientsOf(db, await inspectedObject(db, row.objectId));
  const [counts] = await db
    .select({
      conform: sql<number>`count(*) filter (where ${inspectionResults.conform})::int`,
      notConform: sql<number>`count(*) filter (where not ${inspectionResults.conform})::int`,
    })
    .from(inspectionResults)
    .where(eq(inspectionResults.inspectionId, row.id));
  const result = row.result!;
  return {
    id: row.id,
    result,
    gateState: gateStateAfter[result],
    conform: Number(counts?.conform ?? 0),
    notConform: Number(counts?.notConform ?? 0),
    reportDocumentId: row.reportDocumentId!,
    submittedAt: row.completedAt!.toISOString(),
    reportMailedTo: recipients.length,
  };
}

/** The customer's people who are mailed the report of an inspection of `object`. */
const recipientsOf = (db: Db, object: InspectedObjectRow) =>
  customerRecipients(db, {
    relationId: object.fK_PT_RELATION,
    contactEmail: object.contactEmail,
    contactName: object.contactName,
  });

export interface Submission {
  outcome: InspectionOutcome;
  /** Set only for the submit that completed the inspection: it mails the report, once. */
  notify?: () => Promise<void>;
}

/**
 * Completes an inspection: checks every rule against the object's checklist, records the results, sets the
 * gate state, files a failure when the gate is not in order, stores the report PDF as a document of the object
 * and answers the outcome. The row is locked first, so of simultaneous submits one completes it and the others
 * answer the same outcome (or 409 when they carry another key). Another inspection of the object completed
 * while this one was open refuses it (409), unless `alsoAfter` names that one.
 */
export async function submitInspection(
  app: FastifyInstance,
  caller: Caller,
  id: string,
  key: string,
  submitted: InspectionDraft,
  alsoAfter?: string,
): Promise<Submission> {
  const { db, config } = app;
  const pending: {
    mail?: { recipients: Recipient[]; facts: Parameters<typeof inspectionReportMail>[1]; pdf: Buffer };
  } = {};
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(inspections).where(eq(inspections.id, id)).for('update');
    if (!row) throw notFound();
    if (row.result !== null) {
      if (row.submitKey === key) return earlierOutcome(tx, row);
      throw conflict('inspectionSubmitted');
    }
    await ensureNotInspectedMeanwhile(tx, row, alsoAfter);

    const checklist = await objectChecklist(tx, row.objectId);
    const object = checklist.row;
    const context = rulesContextOf(checklist.properties, object.ownSpeedgate);
    // Checked as sent, so each failing rule names the photo by the index the client knows it by.
    const issues = checkInspection(submitted, context);
    const uploaded = await tx
      .select({
        id: inspectionPhotos.id,
        kind: inspectionPhotos.kind,
        sha256: inspectionPhotos.fileSha256,
        mimeType: storedFiles.mimeType,
      })
      .from(inspectionPhotos)
      .innerJoin(storedFiles, eq(storedFiles.sha256, inspectionPhotos.fileSha256))
      .where(eq(inspectionPhotos.inspectionId, id));
    const uploadedById = new Map(uploaded.map((p) => [p.id, p]));
    submitted.photos.forEach((photo, index) => {
      const stored = uploadedById.get(photo.id);
      if (!stored || stored.kind !== photo.kind)
        issues.push({ path: `photos.${index}.id`, message: 'inspection.rules.photoNotUploaded' });
    });
    if (submitted.approval === 'signed' && submitted.signed && !row.signatureSha256)
      issues.push({ path: 'signature', message: 'validation.signatureRequired' });
    if (issues.length) throw rulesFailed(issues);
    const draft = eachPhotoOnce(submitted);

    const now = new Date();
    const result = resultOf(draft, checklist.properties);
    const summary = approvalSummary(draft, checklist.properties);
    const gateState = gateStateAfter[result];
    const [engineer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.id));
    const engineerName = engineer?.name || caller.email;

    if (result !== 'notPossible') {
      await tx.insert(inspectionResults).values(
        checklist.properties.map((item) => {
          const answer = draft.answers[String(item.id)]!;
          return {
            inspectionId: id,
            propertyId: item.id,
            value: answer.value,
            lifetime: answer.lifetime,
            condition: answer.condition!,
            conform: answer.conform!,
            remarks: answer.remarks.trim() || null,
            repairRemarks: answer.conform ? null : answer.repairRemarks.trim(),
          };
        }),
      );
    }
    await tx.update(serviceObjects).set({ gateState }).where(eq(serviceObjects.id, row.objectId));
    if (result !== 'conform') {
      const failing = checklist.properties
        .filter((p) => draft.answers[String(p.id)]?.conform === false)
        .map((p) => p.nameNl);
      await tx.insert(failureReports).values({
        relationId: object.fK_PT_RELATION,
        deliveryAddressId: object.fK_PT_RELATIONDELIVERYADDRESS,
        objectId: row.objectId,
        userId: caller.id,
        inspectionId: id,
        source: 'inspection',
        kind: result === 'notPossible' ? 'reportBreakdown' : 'reportFailure',
        // Customers read failures: the reason they may see, never the internal remarks.
        description:
          result === 'notPossible'
            ? `Onderhoud niet mogelijk${draft.notPossibleReason.trim() ? `: ${draft.notPossibleReason.trim()}` : ''}`
            : `Onderhoudsinspectie niet conform: ${failing.join(', ')}`,
        createdAt: now,
      });
    }

    const [provider] = await tx
      .select({
        name: providerSettings.name,
        logoSha256: providerSettings.logoSha256,
        mimeType: storedFiles.mimeType,
      })
      .from(providerSettings)
      .leftJoin(storedFiles, eq(storedFiles.sha256, providerSettings.logoSha256))
      .where(eq(providerSettings.id, 1));
    const logoBytes = provider?.logoSha256 ? await readWhole(app.files, provider.logoSha256, tx) : undefined;
    const photos = await Promise.all(
      draft.photos.map(async (photo) => {
        const stored = uploadedById.get(photo.id)!;
        return {
          kind: photo.kind,
          propertyId: photo.propertyId,
          bytes: await readWhole(app.files, stored.sha256, tx),
          mimeType: stored.mimeType,
        };
      }),
    );
    const signature =
      draft.approval === 'signed' && row.signatureSha256
        ? ((await readWhole(app.files, row.signatureSha256, tx)) ?? null)
        : null;
    const pdf = await renderReportPdf({
      language: 'nl',
      provider: {
        name: provider?.name ?? '',
        logo: logoBytes && provider?.mimeType ? { bytes: logoBytes, mimeType: provider.mimeType } : null,
      },
      object,
      engineerName,
      date: now,
      result,
      draft,
      groups: checklist.groups,
      properties: checklist.properties,
      photos,
      signature,
    });
    const pdfSha256 = await storeFile(tx, app.files, pdf, 'application/pdf');
    const [document] = await tx
      .insert(documents)
      .values({
        id: sql`nextval('portal_document_ids')`,
        kind: 'serviceobject',
        description: `Onderhoudsrapport ${object.serviceobjectnumber} ${now.toISOString().slice(0, 10)}`,
        extension: 'pdf',
        fileSha256: pdfSha256,
        relationId: object.fK_PT_RELATION,
        objectId: row.objectId,
        createdAt: now,
      })
      .returning({ id: documents.id });

    await tx
      .update(inspections)
      .set({
        step: 'done',
        draft,
        maintenancePossible: draft.maintenancePossible,
        approval: result === 'notPossible' ? null : draft.approval,
        cycleCountBefore: draft.cycleCountBefore,
        cycleCountAfter: draft.cycleCountAfter,
        repairRemarks:
          checklist.properties
            .map((p) => draft.answers[String(p.id)])
            .filter((a) => a?.conform === false)
            .map((a) => a!.repairRemarks.trim())
            .join('\n') || null,
        internalRemarks: draft.internalRemarks.trim() || null,
        notPossibleReason: draft.notPossibleReason.trim() || null,
        signerName: draft.approval === 'signed' ? draft.signerName.trim() : null,
        signedAt: draft.approval === 'signed' ? now : null,
        completedAt: now,
        result,
        submitKey: key,
        reportDocumentId: document.id,
      })
      .where(eq(inspections.id, id));
    // Photos the engineer took away again are no part of the inspection.
    const kept = draft.photos.map((p) => p.id);
    const dropped = uploaded.filter((p) => !kept.includes(p.id)).map((p) => p.id);
    if (dropped.length) await tx.delete(inspectionPhotos).where(inArray(inspectionPhotos.id, dropped));

    const recipients = await recipientsOf(tx, object);
    pending.mail = {
      recipients,
      pdf,
      facts: {
        objectNumber: object.serviceobjectnumber,
        objectDescription: object.description,
        locationName: object.locationName,
        relationName: object.relationName,
        engineerName,
        date: now,
        result,
        signed: draft.approval === 'signed',
        reason: draft.notPossibleReason,
        link: `${config.publicUrl}/buildings/${object.fK_PT_RELATION}/${object.fK_PT_RELATIONDELIVERYADDRESS}/${row.objectId}`,
      },
    };
    return {
      id,
      result,
      gateState,
      conform: summary.conform,
      notConform: summary.notConform,
      reportDocumentId: document.id,
      submittedAt: now.toISOString(),
      reportMailedTo: recipients.length,
    } satisfies InspectionOutcome;
  });

  const sent = pending.mail;
  if (!sent) return { outcome };
  return {
    outcome,
    notify: async () => {
      for (const recipient of sent.recipients) {
        const content =
          outcome.result === 'notPossible'
            ? maintenanceNotPossibleMail(recipient.language, sent.facts, recipient.name)
            : inspectionReportMail(recipient.language, sent.facts, recipient.name);
        try {
          await app.mailer.send({
            to: recipient.email,
            language: recipient.language,
            ...content,
            attachments: [
              {
                filename: `${content.subject.replace(/[^\w .,-]+/g, '_')}.pdf`,
                content: sent.pdf,
                contentType: 'application/pdf',
              },
            ],
          });
        } catch (error) {
          app.log.error({ err: error, to: recipient.email }, 'mailing the inspection report failed');
        }
      }
    },
  };
}
