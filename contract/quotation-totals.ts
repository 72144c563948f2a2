/**
 * How a quotation's totals read, on the screen and in the signed PDF alike: with VAT when the quotation names a
 * rate, and otherwise one total that says no VAT was stated (not a bare "Total", which reads as all-in).
 */
export const totalTexts = {
  nl: {
    amountExclVat: 'Totaal excl. btw',
    vat: 'Btw {{rate}}%',
    totalInclVat: 'Totaal incl. btw',
    totalNoVat: 'Totaal excl. btw (geen btw vermeld)',
  },
  en: {
    amountExclVat: 'Total excl. VAT',
    vat: 'VAT {{rate}}%',
    totalInclVat: 'Total incl. VAT',
    totalNoVat: 'Total excl. VAT (no VAT stated)',
  },
} as const;

export type TotalText = keyof (typeof totalTexts)['nl'];

export interface TotalLine {
  text: TotalText;
  amount: number;
  /** The last line, the amount to pay: shown bold. */
  isTotal: boolean;
}

/** A quotation's amount, VAT and total, as it states them: no VAT when it names no rate. */
export function totalsOf(amount: number, vatRate: number | null) {
  if (vatRate === null) return { amount, vat: null, total: amount };
  const vat = Math.round(amount * vatRate) / 100;
  return { amount, vat, total: Math.round((amount + vat) * 100) / 100 };
}

/** The quotation's total lines, in the order shown; `vatRate` null when the quotation states no VAT. */
export function totalLines(amount: number, vatRate: number | null): TotalLine[] {
  const totals = totalsOf(amount, vatRate);
  if (totals.vat === null) return [{ text: 'totalNoVat', amount: totals.total, isTotal: true }];
  return [
    { text: 'amountExclVat', amount, isTotal: false },
    { text: 'vat', amount: totals.vat, isTotal: false },
    { text: 'totalInclVat', amount: totals.total, isTotal: true },
  ];
}
