import { Readable } from 'node:stream';
import type { ExportFormat } from '../../contract/exports';
import type { Language } from '../errors';
import type { ExportColumn } from './columns';
import { csvLines } from './csv';
import { xlsxStream } from './xlsx';

async function* batchesOf<R>(batches: R[][]) {
  yield* batches;
}

/** The bytes of the file these batches make, written as the export writes it and then dropped. */
async function sizeOf<R>(
  format: ExportFormat,
  columns: ExportColumn<R>[],
  batches: R[][],
  language: Language,
): Promise<number> {
  const stream =
    format === 'csv'
      ? Readable.from(csvLines(columns, batchesOf(batches), language))
      : xlsxStream(columns, batchesOf(batches), language, 'sheet');
  let bytes = 0;
  for await (const chunk of stream) bytes += Buffer.byteLength(chunk as Buffer | string);
  return bytes;
}

/**
 * About how many bytes the file of `total` rows will take: the file of the first batch alone, its rows'
 * share scaled to every row. The screen's progress bar divides what arrived by it; the bytes alone say
 * nothing about how far an export is, and the rows sent cannot be seen in a compressed workbook.
 * Null when there is no row to measure.
 */
export async function estimatedSize<R>(
  format: ExportFormat,
  columns: ExportColumn<R>[],
  sample: R[],
  total: number,
  language: Language,
): Promise<number | null> {
  if (!sample.length || !total) return null;
  const frame = await sizeOf(format, columns, [], language);
  const measured = await sizeOf(format, columns, [sample], language);
  return Math.round(frame + ((measured - frame) * total) / sample.length);
}
