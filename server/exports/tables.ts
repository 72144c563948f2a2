import type { ExportColumn, ExportTable } from './columns';

/**
 * The exported lists' columns: what each list's screen shows, with the screen's own headings in Dutch and
 * English. A list of another area (the timeline) adds its table here and its route beside its list route.
 */
const column = <R>(
  nl: string,
  en: string,
  kind: ExportColumn<R>['kind'],
  value: ExportColumn<R>['value'],
): ExportColumn<R> => ({ heading: { nl, en }, kind, value });

const description = <R extends { description: string | null }>() =>
  column<R>('Omschrijving', 'Description', 'text', (r) => r.description);

export const invoiceTable: ExportTable<{
  invoicenumber: string;
  invoiceDate: string;
  dueDate: string | null;
  description: string | null;
  amountInclVat: number;
  openAmount: number;
}> = {
  name: { nl: 'facturen', en: 'invoices' },
  columns: [
    column('Factuurnummer', 'Invoice number', 'text', (r) => r.invoicenumber),
    column('Factuurdatum', 'Invoice date', 'date', (r) => r.invoiceDate),
    column('Vervaldatum', 'Due date', 'date', (r) => r.dueDate),
    description(),
    column('Bedrag incl. btw', 'Amount incl. VAT', 'money', (r) => r.amountInclVat),
    column('Openstaand bedrag', 'Open amount', 'money', (r) => r.openAmount),
  ],
};
