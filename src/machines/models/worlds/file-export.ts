import { fileExportMachine } from '../../fileExport/fileExport.machine';
import { apiError, type MachineModel } from '../world';

export const fileExport: MachineModel = {
  machine: fileExportMachine,
  worlds: [
    {
      name: 'a list on screen',
      logic: fileExportMachine,
      samples: {
        'export.start': [
          { type: 'export.start', format: 'xlsx', list: '/api/salesinvoicesForRelation?relationId=1' },
        ],
        'export.progress': [{ type: 'export.progress', received: 65_536, rows: 31 }],
        'export.done': [
          { type: 'export.done', file: { blob: new Blob(['PK']), fileName: 'facturen-2025-01-30.xlsx' } },
        ],
        'export.failed': [{ type: 'export.failed', error: apiError(0, 'network') }],
      },
    },
  ],
};
