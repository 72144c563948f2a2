import type { ExportFormat } from '../../../contract/exports';
import type { ApiError } from '../../services/api-error';
import type { Download } from '../../services/http';

export interface FileExportContext {
  format: ExportFormat | null;
  /** The key of the list exported: its path and the filters, search and order on screen. */
  list: string | null;
  received: number;
  /** How many rows the file holds, once the server said. */
  rows: number | null;
  /** About how many bytes the file will take, once the server said. */
  expected: number | null;
  error: ApiError | null;
}

export type FileExportEvent =
  /** The user asks for the list on screen as a file. */
  | { type: 'export.start'; format: ExportFormat; list: string }
  /** Bytes of the file arrived. */
  | { type: 'export.progress'; received: number; rows: number | null; expected: number | null }
  /** The whole file is here. */
  | { type: 'export.done'; file: Download }
  | { type: 'export.failed'; error: ApiError }
  /** The user stops a running export. */
  | { type: 'export.cancel' }
  /** The user closes the failure's message. */
  | { type: 'export.dismiss' };

export interface DownloadInput {
  format: ExportFormat;
  list: string;
}
