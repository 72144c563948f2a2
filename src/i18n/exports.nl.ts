/** Dutch texts of a list's export to a file. */
export const exportsNl = {
  exports: {
    button: 'Exporteren',
    menu: 'Exporteren als bestand',
    csv: 'CSV (Excel, puntkomma)',
    xlsx: 'Excel-werkmap (.xlsx)',
    running: '{{format}} wordt gemaakt…',
    runningRows: '{{format}} met {{rows}} rijen wordt gemaakt…',
    received: '{{size}} ontvangen',
    progress: '{{share}}: ongeveer {{rows}} van {{total}} rijen, {{size}} ontvangen',
    cancel: 'Stoppen',
    failed: 'Het exporteren is mislukt.',
    retry: 'Opnieuw proberen',
    dismiss: 'Sluiten',
  },
};
