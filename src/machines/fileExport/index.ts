export { type FileExportView, useFileExport } from './fileExport.connect';
export { fileExportMachine } from './fileExport.machine';
export type { FileExportContext, FileExportEvent } from './fileExport.types';
