import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GeneratedDocument } from '../../contract/documents';
import type { AcceptQuotation } from '../../contract/quotation-approval';
import { callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { scopeOf } from '../access/row-scope';
import { documents, quotationAcceptances, quotations } from '../db/schema';
import { generatedDocumentName } from '../files/document-names';
import { detectUploadType, storeFile } from '../files/uploads';
import { type QuotationMailFacts, quotationAcceptedMail } from '../mail/quotation-mails';
import { sha256Hex } from '../seed/stored-files';
import { ensureDecidable, ensureMayDecide } from './decidable';
import { type Decided, DecidedBefore, decidedBefore, earlierAnswer } from './decided-before';
import { originOf, recordEvent } from './events';
import { linkOf, placeOf, serviceDesk } from './place';
import { signatureRefused, stale } from './refusals';
import { renderSignedQuotation } from './signed-pdf';

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
  let signedRecord: GeneratedDocument | undefined;
  const made = await app.db
    .transaction(async (tx) => {
      const shown = await ensureDecidable(tx, id, body.version, now, { userId: caller.id, kind: 'accepted' });
      if (shown.contentSha256 !== body.contentSha256) throw stale(shown.version);
      const place = await placeOf(tx, shown);
      signedRecord = {
        kind: 'signedQuotation',
        quotationNumber: shown.quotationNumber,
        version: shown.version,
      };
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
          // Stored in the signer's words; every list names it in its reader's (generatedDocument).
          description: generatedDocumentName(caller.language, signedRecord),
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
      await recordEvent(tx, caller, shown, 'accepted', 'Order', origin, now, { text: body.remark || null });
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
                filename: `${generatedDocumentName(send.language, signedRecord!)}.pdf`,
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
