import { z } from 'zod/mini';

/** The files a list exports to: CSV (UTF-8 with a BOM) and an Excel workbook. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The header that tells how many rows an export holds, sent before its first row. */
export const EXPORT_ROWS_HEADER = 'export-rows';

/** The header that tells about how many bytes the file will take, for the share of it that has arrived. */
export const EXPORT_SIZE_HEADER = 'export-size';

/**
 * The export of the list at `listPath` (`/api/salesinvoicesForRelation`): `/api/exports/salesinvoicesForRelation`.
 * It takes the list's own query without its paging, and `format`; it answers every row the list would show,
 * in the list's order.
 */
export const exportPathOf = (listPath: string) => listPath.replace(/^\/api\//, '/api/exports/');

const paging = ['page', 'pageSize'];

/** A list's query schema as its export takes it: the same filters, search and order, no page, and `format`. */
export function exportQuerySchema<S extends z.ZodMiniObject>(listQuery: S) {
  const shape = Object.fromEntries(
    Object.entries(listQuery.def.shape).filter(([name]) => !paging.includes(name)),
  ) as Omit<S['def']['shape'], 'page' | 'pageSize'>;
  return z.object({
    ...shape,
    format: z.enum(exportFormats, { error: 'format must be csv or xlsx' }),
  });
}
