import type { totalsOf } from '../../../contract/quotation-approval';
import { useI18n } from '../../i18n';

/** A quotation's total that says whether VAT is in it: "€ 2.007,39 incl. btw", or excl. when none is stated. */
export function useTotalText() {
  const { t, formatMoney } = useI18n();
  return (totals: ReturnType<typeof totalsOf>) =>
    `${formatMoney(totals.total)} ${t(totals.vat === null ? 'quotationApproval.exclVat' : 'quotationApproval.inclVat')}`;
}
