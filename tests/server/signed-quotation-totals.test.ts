import { describe, expect, it } from 'vitest';
import type { Shown } from '../../server/quotations/record';
import { type SignedQuotation, signedQuotationDefinition } from '../../server/quotations/signed-pdf';

const shown = (vatRate: number | null) =>
  ({
    quotationNumber: 'OF26-00183',
    description: 'Nieuwe boomarm met verlichting',
    version: 1,
    date: '2026-03-01',
    validUntil: null,
    relationName: 'Zorggroep Lindenhof',
    amount: 1026,
    vatRate,
    lines: [{ pos: 10, description: 'Boomarm', quantity: 1, price: 1026 }],
    contentSha256: 'a'.repeat(64),
  }) as unknown as Shown;

const signed = (language: SignedQuotation['language'], vatRate: number | null): SignedQuotation => ({
  language,
  providerName: 'Poortservice Nederland',
  quotation: shown(vatRate),
  locationLine: null,
  objectLine: null,
  signerName: 'Anna de Vries',
  signerFunction: 'Facilitair manager',
  poNumber: null,
  remark: null,
  acceptedAt: new Date('2026-03-02T10:15:00Z'),
  ipAddress: '127.0.0.1',
  email: 'anna@example.test',
  signature: Buffer.from('png'),
});

/** Every text of the PDF definition, in order, as one string per piece. */
const texts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
};

describe("the signed quotation's totals read as the screen's", () => {
  it('says a total without stated VAT is excluding VAT, in Dutch and English', () => {
    const nl = texts(signedQuotationDefinition(signed('nl', null)).content);
    expect(nl).toContain('Totaal excl. btw (geen btw vermeld)');
    const en = texts(signedQuotationDefinition(signed('en', null)).content);
    expect(en).toContain('Total excl. VAT (no VAT stated)');
    expect(en).toContain('€1,026.00');
  });

  it('names the amount, the VAT with its rate and the total with VAT when the quotation has a rate', () => {
    const nl = texts(signedQuotationDefinition(signed('nl', 21)).content);
    expect(nl).toEqual(expect.arrayContaining(['Totaal excl. btw', 'Btw 21%', 'Totaal incl. btw']));
    const en = texts(signedQuotationDefinition(signed('en', 21)).content);
    expect(en).toEqual(
      expect.arrayContaining(['Total excl. VAT', 'VAT 21%', 'Total incl. VAT', '€1,241.46']),
    );
  });
});
