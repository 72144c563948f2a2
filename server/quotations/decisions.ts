import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcceptQuotation,
  DecisionResult,
  DeclineQuotation,
  QuestionQuotation,
  QuotationEventKind,
  ReviseQuotation,
} from '../../contract/quotation-approval';
import { isDecidable, quotationMessages } from '../../contract/quotation-approval';
import { type Caller, callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { scopeOf } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  auditLog,
  deliveryAddresses,
  documents,
  providerSettings,
  quotationAcceptances,
  quotationEvents,
  quotationLines,
  quotations,
  quotationVersions,
  serviceObjects,
  users,
} from '../db/schema';
import { HttpError, type Language, noAccess } from '../errors';
import { detectUploadType, storeFile } from '../files/uploads';
import {
  type QuotationMailFacts,
  quotationAcceptedMail,
  quotationAnsweredMail,
} from '../mail/quotation-mails';
import { sha256Hex } from '../seed/stored-files';
import { mayDecideQuotations } from '../users/rules';
import { isExpired } from './content';
import { type Shown, shownQuotation } from './record';
import { renderSignedQuotation } from './signed-pdf';

const when = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

/** Someone decided first: who, what and when, in the caller's words. */
const alreadyDecided = (decision: 'accepted' | 'declined', by: string, at: Date) =>
  new HttpError(409, 'quotationAlreadyDecided', {}, undefined, {
    details: { decision, by, at: at.toISOString() },
    words: {
      nl: { decision: decision === 'accepted' ? 'geaccepteerd' : 'afgewezen', by, at: when('nl', at) },
      en: { decision, by, at: when('en', at) },
    },
  });

const stale = (version: number) =>
  new HttpError(409, 'quotationVersionStale', {}, undefined, {
    details: { version },
    words: { nl: { version: String(version) }, en: { version: String(version) } },
  });

const expired = (validUntil: string) =>
  new HttpError(409, 'quotationExpired', {}, undefined, {
    details: { validUntil },
    words: {
      nl: {
        date: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(validUntil),
        ),
      },
      en: {
        date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(validUntil),
        ),
      },
    },
  });

const notOpen = (status: string) =>
  new HttpError(409, 'quotationNotOpen', {}, undefined, {
    details: { status },
    words: { nl: { status }, en: { status } },
  });

const signatureRefused = () =>
  new HttpError(400, 'invalidInput', {}, [
    { path: 'body.signature', message: quotationMessages.signatureInvalid },
  ]);

/**
 * The caller's own decision was already made: the same one again (a retry whose first answer was lost: the same
 * signature, or the same reason and words) gets the answer the first request got; another one hears who decided.
 */
class DecidedBefore extends Error {
  constructor(
    readonly status: Shown['status'],
    readonly version: number,
    readonly decided: NonNullable<Awaited<ReturnType<typeof lastDecision>>>,
  ) {
    super('decided before');
  }

  /** Someone (this same person, in another tab) decided otherwise first: they hear it as anyone would. */
  refusal() {
    const { kind, name, at } = this.decided;
    return alreadyDecided(kind === 'accepted' ? 'accepted' : 'declined', name ?? '–', at);
  }
}

/** Lets a DecidedBefore out of its transaction as a value; any other failure stays a failure. */
const decidedBefore = (error: unknown): DecidedBefore => {
  if (error instanceof DecidedBefore) return error;
  throw error;
};

/** The answer a decision made before gets again: nothing is written, nothing is mailed twice. */
async function earlierAnswer(
  db: Db,
  id: number,
  before: DecidedBefore,
  same: { signatureSha256?: string; reason?: string | null; text?: string | null },
): Promise<Decided> {
  const [acceptance] = await db
    .select({
      documentId: quotationAcceptances.documentId,
      signatureSha256: quotationAcceptances.signatureSha256,
    })
    .from(quotationAcceptances)
    .where(eq(quotationAcceptances.quotationId, id));
  const sameDecision =
    before.decided.kind === 'accepted'
      ? acceptance?.signatureSha256 === same.signatureSha256
      : before.decided.reason === (same.reason ?? null) && before.decided.text === (same.text ?? null);
  if (!sameDecision) throw before.refusal();
  return {
    result: { status: before.status, version: before.version, documentId: acceptance?.documentId ?? null },
    notify: async () => {},
  };
}

/** Where a request came from, for the record and the audit log. */
const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || null,
});

/** Only a customer's admin or user holding Quotations.Accept decides; a read-only user never, whatever granted. */
function ensureMayDecide(caller: Caller) {
  if (!mayDecideQuotations(caller)) throw noAccess();
}

/** Locks the quotation's row: of two decisions at once the second waits and then sees the first. */
async function lockQuotation(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: quotations.id, status: quotations.status, version: quotations.version })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  return row!;
}

/** Who decided last on a quotation no longer open: the refusal names them. */
async function lastDecision(tx: Db, id: number) {
  const [event] = await tx
    .select({
      kind: quotationEvents.kind,
      at: quotationEvents.at,
      name: users.name,
      userId: quotationEvents.userId,
      version: quotationEvents.version,
      reason: quotationEvents.reason,
      text: quotationEvents.text,
    })
    .from(quotationEvents)
    .leftJoin(users, eq(users.id, quotationEvents.userId))
    .where(and(eq(quotationEvents.quotationId, id), sql`${quotationEvents.kind} in ('accepted', 'declined')`))
    .orderBy(sql`${quotationEvents.at} desc`)
    .limit(1);
  return event;
}

/**
 * The checks every customer decision makes under the row lock, in this order: someone decided first (409 with
 * who and when), the quotation is not open (409), the caller read an older version (409), it has expired (409).
 * A question may be asked of an expired quotation: asking for a new version is what its expiry calls for.
 */
async function ensureDecidable(
  tx: Db,
  id: number,
  version: number,
  now: Date,
  by: { userId: string; kind: 'accepted' | 'declined' | 'questioned' },
) {
  const row = await lockQuotation(tx, id);
  if (!isDecidable(row.status)) {
    const decided = await lastDecision(tx, id);
    // The same decision of the same person on the same version, sent again because its answer was lost.
    if (decided?.userId === by.userId && decided.kind === by.kind && decided.version === version)
      throw new DecidedBefore(row.status, version, decided);
    if (decided && (row.status === 'Order' || row.status === 'Rejected'))
      throw alreadyDecided(
        decided.kind === 'accepted' ? 'accepted' : 'declined',
        decided.name ?? '–',
        decided.at,
      );
    throw notOpen(row.status);
  }
  if (row.version !== version) throw stale(row.version);
  const shown = await shownQuotation(tx, id);
  if (by.kind !== 'questioned' && shown.validUntil && isExpired(shown.validUntil, now))
    throw expired(shown.validUntil);
  return shown;
}

async function record(
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
type DeclineReason = DeclineQuotation['reason'];

async function placeOf(db: Db, shown: Shown) {
  const [location] =
    shown.fK_PT_RELATIONDELIVERYADDRESS === null
      ? []
      : await db
          .select({
            name: deliveryAddresses.name,
            street: deliveryAddresses.street,
            postalCode: deliveryAddresses.postalCode,
            city: deliveryAddresses.city,
          })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.id, shown.fK_PT_RELATIONDELIVERYADDRESS));
  const [object] =
    shown.fK_R_SERVICEOBJECT === null
      ? []
      : await db
          .select({ number: serviceObjects.serviceObjectNumber, description: serviceObjects.description })
          .from(serviceObjects)
          .where(eq(serviceObjects.id, shown.fK_R_SERVICEOBJECT));
  return {
    locationLine: location
      ? [location.name, location.street, `${location.postalCode} ${location.city}`.trim()]
          .filter(Boolean)
          .join(', ')
      : null,
    objectLine: object ? `${object.number} ${object.description ?? ''}`.trim() : null,
  };
}

/** The quotation's page in the portal, under its object, location or relation. */
function linkOf(publicUrl: string, shown: Shown) {
  const place = [shown.fK_PT_RELATION, shown.fK_PT_RELATIONDELIVERYADDRESS, shown.fK_R_SERVICEOBJECT]
    .filter((p) => p !== null)
    .join('/');
  return `${publicUrl}/buildings/${place}/quotations/${shown.pK_R_OFFER}`;
}

async function serviceDesk(db: Db) {
  const [settings] = await db
    .select({ email: providerSettings.serviceDeskEmail, name: providerSettings.name })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  return { email: settings?.email.trim() ?? '', providerName: settings?.name ?? '' };
}

export interface Decided {
  result: DecisionResult;
  /** Mails what was decided, after the transaction: a mail that fails never undoes the decision. */
  notify: () => Promise<void>;
}

/**
 * Accepts a quotation: under the row lock checks it is still open, the version and content the customer read,
 * and its validity; stores the signature and the signed PDF (a document of the quotation and its object),
 * records the acceptance, the history and the audit; the quotation becomes Order.
 */
export async function acceptQuotation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: AcceptQuotation,
): Promise<Decided> {
  const caller = callerOf(request);
  await ensureQuotationVisible(app.db, scopeOf(caller), id);
  ensureMayDecide(caller);
  const signature = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
  if (detectUploadType(signature) !== 'image/png') throw signatureRefused();
  const origin = originOf(request);
  const now = new Date();
  const desk = await serviceDesk(app.db);
  let pdf: Buffer | undefined;
  let facts: QuotationMailFacts | undefined;
  const made = await app.db
    .transaction(async (tx) => {
      const shown = await ensureDecidable(tx, id, body.version, now, { userId: caller.id, kind: 'accepted' });
      if (shown.contentSha256 !== body.contentSha256) throw stale(shown.version);
      const place = await placeOf(tx, shown);
      const signed = {
        providerName: desk.providerName,
        quotation: shown,
        ...place,
        signerName: body.signerName,
        signerFunction: body.signerFunction,
        poNumber: body.poNumber || null,
        remark: body.remark || null,
        acceptedAt: now,
        ipAddress: origin.ip,
        email: caller.email,
        signature,
      };
      try {
        pdf = await renderSignedQuotation({ ...signed, language: caller.language });
      } catch {
        // A PNG whose first bytes are right can still be broken inside: the picture is the customer's to draw again.
        throw signatureRefused();
      }
      const signatureSha256 = await storeFile(tx, app.files, signature, 'image/png');
      const pdfSha256 = await storeFile(tx, app.files, pdf, 'application/pdf');
      const [document] = await tx
        .insert(documents)
        .values({
          id: sql`nextval('portal_document_ids')`,
          kind: 'offer',
          description: `${caller.language === 'nl' ? 'Offerte' : 'Quotation'} ${shown.quotationNumber} ${caller.language === 'nl' ? 'geaccepteerd' : 'accepted'} (v${shown.version})`,
          extension: 'pdf',
          fileSha256: pdfSha256,
          relationId: shown.fK_PT_RELATION,
          objectId: shown.fK_R_SERVICEOBJECT,
          quotationId: id,
          createdAt: now,
        })
        .returning({ id: documents.id });
      await tx.insert(quotationAcceptances).values({
        quotationId: id,
        version: shown.version,
        userId: caller.id,
        signerName: body.signerName,
        signerFunction: body.signerFunction,
        poNumber: body.poNumber || null,
        remark: body.remark || null,
        acceptedAt: now,
        ipAddress: origin.ip,
        userAgent: origin.userAgent,
        signatureSha256,
        contentSha256: shown.contentSha256,
        documentId: document.id,
      });
      await tx
        .update(quotations)
        .set({ status: 'Order', portalState: 'accepted', portalChangedAt: now, portalPending: true })
        .where(eq(quotations.id, id));
      await record(tx, caller, shown, 'accepted', 'Order', origin, now, { text: body.remark || null });
      facts = {
        quotationNumber: shown.quotationNumber,
        description: shown.description,
        version: shown.version,
        relationName: shown.relationName,
        signerName: body.signerName,
        signerFunction: body.signerFunction,
        at: now,
        link: linkOf(app.config.publicUrl, shown),
      };
      return { status: 'Order' as const, version: shown.version, documentId: document.id, signed };
    })
    .catch(decidedBefore);
  if (made instanceof DecidedBefore)
    return earlierAnswer(app.db, id, made, { signatureSha256: sha256Hex(signature) });
  const result = made;
  const { signed, ...answer } = result;
  return {
    result: answer,
    notify: async () => {
      // Each reader gets the PDF in their own language: the signer theirs, the service desk the provider's (nl).
      const deskPdf =
        caller.language === 'nl' ? pdf! : await renderSignedQuotation({ ...signed, language: 'nl' });
      const sends = [
        { to: caller.email, language: caller.language, who: 'signer' as const, name: caller.name, pdf: pdf! },
        ...(desk.email
          ? [
              {
                to: desk.email,
                language: 'nl' as const,
                who: 'serviceDesk' as const,
                name: undefined,
                pdf: deskPdf,
              },
            ]
          : []),
      ];
      for (const send of sends) {
        const content = quotationAcceptedMail(send.language, facts!, send.who, send.name || undefined);
        try {
          await app.mailer.send({
            to: send.to,
            language: send.language,
            ...content,
            attachments: [
              {
                filename: `${content.subject.replace(/[^\w .,-]+/g, '_')}.pdf`,
                content: send.pdf,
                contentType: 'application/pdf',
              },
            ],
          });
        } catch (error) {
          app.log.error({ err: error, to: send.to }, 'mailing the accepted quotation failed');
        }
      }
    },
  };
}

async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  version: number,
  decision:
    | { kind: 'declined'; reason: DeclineReason; text: string | null }
    | { kind: 'questioned'; text: string },
): Promise<Decided> {
  const caller = callerOf(request);
  await ensureQuotationVisible(app.db, scopeOf(caller), id);
  ensureMayDecide(caller);
  const origin = originOf(request);
  const now = new Date();
  const desk = await serviceDesk(app.db);
  const made = await app.db
    .transaction(async (tx) => {
      const shown = await ensureDecidable(tx, id, version, now, { userId: caller.id, kind: decision.kind });
      const status = decision.kind === 'declined' ? ('Rejected' as const) : shown.status;
      await tx
        .update(quotations)
        .set({ status, portalState: decision.kind, portalChangedAt: now, portalPending: true })
        .where(eq(quotations.id, id));
      await record(tx, caller, shown, decision.kind, status, origin, now, {
        reason: decision.kind === 'declined' ? decision.reason : null,
        text: decision.text,
      });
      return {
        result: { status, version: shown.version, documentId: null },
        facts: {
          quotationNumber: shown.quotationNumber,
          description: shown.description,
          version: shown.version,
          relationName: shown.relationName,
          signerName: caller.name || caller.email,
          signerFunction: caller.function,
          at: now,
          link: `${app.config.publicUrl}/quotations`,
        },
      };
    })
    .catch(decidedBefore);
  if (made instanceof DecidedBefore)
    return earlierAnswer(app.db, id, made, {
      reason: decision.kind === 'declined' ? decision.reason : null,
      text: decision.text,
    });
  const { result, facts } = made;
  return {
    result,
    notify: async () => {
      if (!desk.email) return;
      try {
        await app.mailer.send({
          to: desk.email,
          language: 'nl',
          ...quotationAnsweredMail('nl', facts, decision),
        });
      } catch (error) {
        app.log.error({ err: error, to: desk.email }, 'mailing the answer on a quotation failed');
      }
    },
  };
}

/** Declines a quotation with a reason from the list and text: it becomes Rejected. */
export const declineQuotation = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: DeclineQuotation,
) =>
  answer(app, request, id, body.version, { kind: 'declined', reason: body.reason, text: body.text || null });

/** Asks for a change: the status stays, the provider sees the question and may revise. */
export const questionQuotation = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: QuestionQuotation,
) => answer(app, request, id, body.version, { kind: 'questioned', text: body.text });

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
  return app.db.transaction(async (tx) => {
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
    await record(tx, caller, shown, 'revised', 'Revised', origin, now, { text: body.note || null, version });
    return { status: 'Revised' as const, version, documentId: null };
  });
}
