import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_ROWS_HEADER, EXPORT_SIZE_HEADER, type ExportFormat } from '../../contract/exports';
import { requestLanguage } from '../errors';
import type { ExportTable } from './columns';
import { csvLines } from './csv';
import { estimatedSize } from './size-estimate';
import { xlsxStream } from './xlsx';

/** What an export route reads: the list's table, how many rows it holds, and the rows in batches. */
export interface ListExport<R> {
  table: ExportTable<R>;
  /** Whether the caller is provider staff, who see the table's provider-only columns. */
  providerFields?: boolean;
  total(): Promise<number>;
  batches: AsyncIterable<R[]>;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A list's rows as a file, streamed as they are read: the headings in the caller's language (the one the app
 * sends), the row count and the file's estimated size in headers before the first row (for the screen's
 * progress bar), and a name with today's date.
 */
export async function sendExport<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  exported: ListExport<R>,
) {
  const language = requestLanguage(request);
  const { table } = exported;
  const columns = table.columns.filter((c) => !c.providerOnly || exported.providerFields);
  const total = await exported.total();
  // The first batch is read before the answer starts: it measures the file for the progress bar, then leads it.
  const iterator = exported.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const size = await estimatedSize(format, columns, first.done ? [] : first.value, total, language);
  async function* batches() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const name = `${table.name[language]}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const body =
    format === 'csv'
      ? Readable.from(csvLines(columns, batches(), language))
      : xlsxStream(columns, batches(), language, table.name[language]);
  if (size !== null) reply.header(EXPORT_SIZE_HEADER, String(size));
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header(EXPORT_ROWS_HEADER, String(total))
    .header(
      'access-control-expose-headers',
      `content-disposition, ${EXPORT_ROWS_HEADER}, ${EXPORT_SIZE_HEADER}`,
    )
    .send(body);
}

/**
 * The route options of a list's export: the list's own permissions and readers. The caller is read afresh for
 * it (no kept caller): the file leaves in pieces, and there is no second chance to serve it again.
 */
export const exportOptions = <C extends { config: object }>(listOptions: C) => ({
  config: { ...listOptions.config, keptCaller: false },
});
