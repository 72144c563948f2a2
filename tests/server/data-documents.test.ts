import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { signDocumentUrl } from '../../server/files/signed-url';
import {
  ids,
  itNamesTheBadParameter,
  itRefusesAnotherCustomer,
  JPEG_BYTES,
  PDF_BYTES,
  useTwoCustomers,
} from './data-fixtures';
import { databaseKinds } from './harness';

const descriptions = (list: { description: string }[]) => list.map((d) => d.description);

describe.each(databaseKinds)('documents and signed file addresses on %s', (kind) => {
  const f = useTwoCustomers(kind);

  const urlOf = async (id: number) => {
    const res = await f.get('alfa', `/api/documents/${id}/url`);
    expect(res.statusCode).toBe(200);
    return res.json() as { url: string; expiresAt: string };
  };

  describe('lists', () => {
    it("gives the documents of the object's type and of the object, saying which are available", async () => {
      const res = await f.get('alfa', `/api/documents/serviceobjecttype?objectId=${ids.alfaGate}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: ids.alfaGatePhoto,
          description: 'Foto speedgate',
          extension: 'jpg',
          available: true,
          generated: null,
        },
        {
          id: ids.typeManual,
          description: 'Handleiding speedgate',
          extension: 'pdf',
          available: true,
          generated: null,
        },
        {
          id: ids.fileMissingOnDisk,
          description: 'Ontbrekend bestand',
          extension: 'pdf',
          available: true,
          generated: null,
        },
      ]);
    });

    it("gives another customer with the same type the type's documents and not this object's", async () => {
      const res = await f.get('beta', `/api/documents/serviceobjecttype?objectId=${ids.betaGate}`);
      expect(descriptions(res.json())).toEqual(['Foto Beta', 'Handleiding speedgate']);
    });

    it('gives the documents of an invoice, a job order and a quotation', async () => {
      expect(
        (await f.get('alfa', `/api/documents/salesinvoice?invoiceId=${ids.alfaFirstInvoice}`)).json(),
      ).toEqual([
        {
          id: ids.invoiceWithoutFile,
          description: 'Factuur F-7001',
          extension: 'pdf',
          available: false,
          generated: null,
        },
      ]);
      expect(
        descriptions((await f.get('alfa', `/api/documents/joborder?jobOrderId=${ids.alfaJobOrder}`)).json()),
      ).toEqual(['Werkbon W-3001']);
      expect(
        descriptions((await f.get('alfa', `/api/documents/offer?quotationId=${ids.alfaQuotation}`)).json()),
      ).toEqual(['Offerte Q-5001']);
    });
  });

  describe('signed addresses', () => {
    it('shows the file without a bearer token, with its content type', async () => {
      const { url, expiresAt } = await urlOf(ids.typeManual);
      // The reader's language names the file it is saved as; it is not signed, it opens nothing.
      expect(url).toMatch(/^\/files\/documents\/9001\.pdf\?expires=\d+&signature=[\w-]{43}&lang=(nl|en)$/);
      const leftMs = new Date(expiresAt).getTime() - Date.now();
      expect(leftMs).toBeGreaterThan(0);
      expect(leftMs).toBeLessThanOrEqual(5 * 60_000);
      const res = await f.get(null, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Handleiding speedgate.pdf"; filename*=UTF-8''Handleiding%20speedgate.pdf`,
      );
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    });

    it('ends an image address in .jpg and serves it as an image', async () => {
      const { url } = await urlOf(ids.alfaGatePhoto);
      expect(new URL(url, 'http://portal').pathname.endsWith('.jpg')).toBe(true);
      const res = await f.get(null, url);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(JPEG_BYTES)).toBe(true);
    });

    it('refuses a tampered signature, another document id and an extended expiry', async () => {
      const { url } = await urlOf(ids.typeManual);
      const signature = new URL(url, 'http://portal').searchParams.get('signature')!;
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const tampered = url.replace(signature, flipped);
      const otherId = url.replace('/9001.pdf', `/${ids.alfaGatePhoto}.jpg`);
      const expires = new URL(url, 'http://portal').searchParams.get('expires')!;
      const extended = url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`);
      for (const bad of [tampered, otherId, extended]) {
        const res = await f.get(null, bad);
        expect(res.statusCode).toBe(403);
        expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      }
    });

    it('refuses an expired address', async () => {
      const { url } = signDocumentUrl(
        f.config.jwtSecret,
        ids.typeManual,
        'pdf',
        new Date(Date.now() - 6 * 60_000),
      );
      expect((await f.get(null, url)).statusCode).toBe(403);
    });

    it('refuses an address signed with another secret', async () => {
      const { url } = signDocumentUrl('another secret of at least thirty-two chars', ids.typeManual, 'pdf');
      expect((await f.get(null, url)).statusCode).toBe(403);
    });

    it('answers 404 for a wrong extension on a good signature', async () => {
      const { url } = await urlOf(ids.typeManual);
      expect((await f.get(null, url.replace('.pdf?', '.jpg?'))).statusCode).toBe(404);
    });

    it("answers 'Document not available' for a document without a file", async () => {
      const res = await f.get('alfa', `/api/documents/${ids.invoiceWithoutFile}/url`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        StatusCode: 404,
        Message: 'Document not available',
        Code: 'documentNotAvailable',
      });
      const { url } = signDocumentUrl(f.config.jwtSecret, ids.invoiceWithoutFile, 'pdf');
      expect((await f.get(null, url)).json().Message).toBe('Document not available');
    });

    it("answers 'Document not available' when the file is gone from disk", async () => {
      const { url } = await urlOf(ids.fileMissingOnDisk);
      const res = await f.get(null, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Message: 'Document not available', Code: 'documentNotAvailable' });
    });

    it('answers 400 when the signature is left out', async () => {
      const res = await f.get(null, '/files/documents/9001.pdf?expires=1');
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([
        { path: 'querystring.signature', message: 'signature is required' },
      ]);
    });
  });

  describe('access', () => {
    it('gives provider staff any document', async () => {
      expect((await f.get('engineer', `/api/documents/${ids.betaGatePhoto}/url`)).statusCode).toBe(200);
      expect(
        (await f.get('engineer', `/api/documents/serviceobjecttype?objectId=${ids.providerOnlyGate}`))
          .statusCode,
      ).toBe(200);
    });

    itRefusesAnotherCustomer(
      f,
      [
        `/api/documents/serviceobjecttype?objectId=${ids.betaGate}`,
        `/api/documents/salesinvoice?invoiceId=${ids.betaInvoice}`,
        `/api/documents/joborder?jobOrderId=${ids.betaJobOrder}`,
        `/api/documents/offer?quotationId=${ids.betaQuotation}`,
        `/api/documents/${ids.betaGatePhoto}/url`,
        `/api/documents/${ids.betaInvoicePdf}/url`,
        `/api/documents/serviceobjecttype?objectId=${ids.providerOnlyGate}`,
      ],
      ['Beta', 'signature'],
      'refuses another customer’s %s with 403 and nothing of theirs',
    );

    it('refuses the manual of a type the customer has no object of', async () => {
      expect((await f.get('beta', `/api/documents/${ids.barrierManual}/url`)).statusCode).toBe(403);
      expect((await f.get('alfa', `/api/documents/${ids.barrierManual}/url`)).statusCode).toBe(200);
    });

    it('refuses a user bound to one building the documents of another building’s object', async () => {
      expect((await f.get('alfaLimited', `/api/documents/${ids.alfaGatePhoto}/url`)).statusCode).toBe(403);
    });

    it('answers 404 for a document that does not exist', async () => {
      expect((await f.get('alfa', '/api/documents/4040404/url')).statusCode).toBe(404);
    });
  });

  describe('bad parameters', () => {
    itNamesTheBadParameter(f, [
      ['/api/documents/serviceobjecttype', 'querystring.objectId', 'objectId is required'],
      [
        '/api/documents/salesinvoice?invoiceId=x',
        'querystring.invoiceId',
        'invoiceId must be a whole number',
      ],
      ['/api/documents/joborder?jobOrderId=', 'querystring.jobOrderId', 'jobOrderId must be a whole number'],
      ['/api/documents/offer', 'querystring.quotationId', 'quotationId is required'],
      ['/api/documents/abc/url', 'params.id', 'id must be a whole number'],
    ]);
  });
});
