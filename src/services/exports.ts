import {
  EXPORT_ROWS_HEADER,
  EXPORT_SIZE_HEADER,
  type ExportFormat,
  exportPathOf,
} from '../../contract/exports';
import { type Download, http } from './http';

/** How far an export is: the bytes received; the rows the file holds and about its size, once the server said. */
export interface ExportProgress {
  received: number;
  rows: number | null;
  expected: number | null;
}

/** The list's query (its key: path and parameters) without its paging: what its export takes. */
export function exportQueryOf(listKey: string): { path: string; query: Record<string, string> } {
  const [path, search = ''] = listKey.split('?');
  const query = Object.fromEntries(
    [...new URLSearchParams(search)].filter(([name]) => name !== 'page' && name !== 'pageSize'),
  );
  return { path: exportPathOf(path), query };
}

/** GET /api/exports/...: the rows a list shows (by its key), as a file, told how far it is as it comes. */
export function downloadExport(
  listKey: string,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<Download> {
  const { path, query } = exportQueryOf(listKey);
  return http.download(path, {
    query: { ...query, format },
    signal,
    onProgress: (received, header) => {
      const count = (name: string) => {
        const value = Number(header(name) ?? Number.NaN);
        return Number.isInteger(value) && value >= 0 ? value : null;
      };
      onProgress({ received, rows: count(EXPORT_ROWS_HEADER), expected: count(EXPORT_SIZE_HEADER) });
    },
  });
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
