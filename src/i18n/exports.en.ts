import type { exportsNl } from './exports.nl';

/** English texts of a list's export to a file. */
export const exportsEn: typeof exportsNl = {
  exports: {
    button: 'Export',
    menu: 'Export as a file',
    csv: 'CSV (Excel, comma)',
    xlsx: 'Excel workbook (.xlsx)',
    running: 'Making the {{format}}…',
    runningRows: 'Making the {{format}} of {{rows}} rows…',
    received: '{{size}} received',
    progress: '{{share}}: about {{rows}} of {{total}} rows, {{size}} received',
    cancel: 'Stop',
    failed: 'The export failed.',
    retry: 'Try again',
    dismiss: 'Close',
  },
};
