import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import type { ExportFormat } from '../../../contract/exports';
import { type ApiError, toApiError } from '../../services/api-error';
import { downloadExport, saveDownload } from '../../services/exports';
import { inspect } from '../inspector';
import { fileExportMachine } from './fileExport.machine';
import type { DownloadInput, FileExportEvent } from './fileExport.types';

export interface FileExportView {
  isExporting: boolean;
  isFailed: boolean;
  error: ApiError | null;
  format: ExportFormat | null;
  received: number;
  rows: number | null;
  /** The share of the file that arrived, 0 to 1, once its size is known (held under 1 until it is whole). */
  share: number | null;
  /** About how many of its rows arrived, by that share. */
  rowsReceived: number | null;
  start(format: ExportFormat): void;
  cancel(): void;
  dismiss(): void;
}

const download = fromCallback<FileExportEvent, DownloadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  downloadExport(
    input.list,
    input.format,
    (progress) => sendBack({ type: 'export.progress', ...progress }),
    controller.signal,
  ).then(
    (file) => sendBack({ type: 'export.done', file }),
    (error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'export.failed', error: toApiError(error) });
    },
  );
  return () => controller.abort();
});

/** The export of one list: `list` is the key of what the list shows now (its call's key). */
export function useFileExport(list: string): FileExportView {
  const actor = useActorRef(
    fileExportMachine.provide({
      actors: { download },
      actions: { saveFile: (_, { file }) => saveDownload(file) },
    }),
    { inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { received, rows, expected } = snapshot.context;
  // The size is an estimate: a file a little larger than it stays at 99% rather than passing 100%.
  const share = expected ? Math.min(received / expected, 0.99) : null;
  return {
    isExporting: snapshot.hasTag('busy'),
    isFailed: snapshot.hasTag('error'),
    error: snapshot.context.error,
    format: snapshot.context.format,
    received: snapshot.context.received,
    rows: snapshot.context.rows,
    share,
    rowsReceived: share === null || rows === null ? null : Math.round(share * rows),
    start: (format) => actor.send({ type: 'export.start', format, list }),
    cancel: () => actor.send({ type: 'export.cancel' }),
    dismiss: () => actor.send({ type: 'export.dismiss' }),
  };
}
