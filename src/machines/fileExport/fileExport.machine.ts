import { assign, setup } from 'xstate';
import type { Download } from '../../services/http';
import { unprovidedAction, unprovidedCallback } from '../unprovided';
import type { DownloadInput, FileExportContext, FileExportEvent } from './fileExport.types';

export const fileExportMachine = setup({
  types: {} as { context: FileExportContext; events: FileExportEvent },
  actors: {
    /**
     * Downloads the export of the list, sending `export.progress` as bytes arrive, then `export.done` or
     * `export.failed`; stopped (the user cancels, the screen closes), it aborts the download.
     */
    download: unprovidedCallback<FileExportEvent, DownloadInput>('download'),
  },
  actions: {
    begin: assign(({ event }) =>
      event.type === 'export.start'
        ? { format: event.format, list: event.list, received: 0, rows: null, expected: null, error: null }
        : {},
    ),
    noteProgress: assign(({ event }) =>
      event.type === 'export.progress'
        ? { received: event.received, rows: event.rows, expected: event.expected }
        : {},
    ),
    noteFailure: assign(({ event }) => (event.type === 'export.failed' ? { error: event.error } : {})),
    forgetFailure: assign({ error: null }),
    /** Hands the file to the browser, which saves it. */
    saveFile: unprovidedAction<{ file: Download }>('saveFile'),
  },
}).createMachine({
  id: 'fileExport',
  description:
    'Exports the list on screen, with its filter, search and order, to a CSV or Excel file: the server ' +
    'streams every row, the screen shows how far it is, and the browser saves the file. One export at a ' +
    'time per list; it can be stopped, and a failure can be tried again.',
  context: { format: null, list: null, received: 0, rows: null, expected: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'exporting', actions: 'begin' } },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'download',
        input: ({ context }) => ({ format: context.format ?? 'csv', list: context.list ?? '' }),
      },
      on: {
        'export.progress': { actions: 'noteProgress' },
        'export.done': {
          target: 'idle',
          actions: { type: 'saveFile', params: ({ event }) => ({ file: event.file }) },
        },
        'export.failed': { target: 'failed', actions: 'noteFailure' },
        'export.cancel': { target: 'idle' },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'export.start': { target: 'exporting', actions: 'begin' },
        'export.dismiss': { target: 'idle', actions: 'forgetFailure' },
      },
    },
  },
});
