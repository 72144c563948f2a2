import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvLines } from '../../server/exports/csv';
import { BATCH_ROWS } from '../../server/exports/keyset';
import { estimatedSize } from '../../server/exports/size-estimate';
import { invoiceTable } from '../../server/exports/tables';
import { xlsxStream } from '../../server/exports/xlsx';

type Invoice = Parameters<(typeof invoiceTable.columns)[number]['value']>[0];

/** Invoices as a large relation has them: numbers, dates, descriptions and amounts of varying length. */
const invoices = (from: number, count: number): Invoice[] =>
  Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return {
      invoicenumber: `VF${String(i).padStart(7, '0')}`,
      invoiceDate: `20${10 + (i % 16)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      dueDate: i % 5 ? '2026-12-31' : null,
      description: `Onderhoud speedgate ${'en inspectie '.repeat(i % 4)}locatie ${i % 97}`,
      amountInclVat: ((i * 7919) % 500000) / 100,
      openAmount: i % 3 ? 0 : ((i * 31) % 100000) / 100,
    };
  });

async function sizeOf(format: 'csv' | 'xlsx', batches: Invoice[][]) {
  async function* each() {
    yield* batches;
  }
  const stream =
    format === 'csv'
      ? Readable.from(csvLines(invoiceTable.columns, each(), 'nl'))
      : xlsxStream(invoiceTable.columns, each(), 'nl', 'facturen');
  let bytes = 0;
  for await (const chunk of stream) bytes += Buffer.byteLength(chunk as Buffer | string);
  return bytes;
}

describe('the estimated size of an export, for the progress bar', () => {
  it.each(['csv', 'xlsx'] as const)('is within a tenth of the %s file of 20 batches', async (format) => {
    const batches = Array.from({ length: 20 }, (_, b) => invoices(b * BATCH_ROWS, BATCH_ROWS));
    const estimate = await estimatedSize(format, invoiceTable.columns, batches[0], 20 * BATCH_ROWS, 'nl');
    const actual = await sizeOf(format, batches);
    expect(estimate).not.toBeNull();
    expect(Math.abs(estimate! - actual) / actual).toBeLessThan(0.1);
  });

  it('is none for an empty list', async () => {
    expect(await estimatedSize('xlsx', invoiceTable.columns, [], 0, 'en')).toBeNull();
  });
});
