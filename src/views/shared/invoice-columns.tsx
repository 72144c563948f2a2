import type { SalesInvoice } from '../../../contract/invoices';
import { invoiceSorts } from '../../../contract/invoices';
import { useI18n } from '../../i18n';
import type { InvoiceSort } from '../../services/portal-data/invoices';
import { Badge } from '../ui/Badge';
import type { ListOrder } from '../ui/PagedList';
import type { TableColumn } from '../ui/Table';

/** Newest first, as the API orders them unless told otherwise. */
export const invoiceOrder: ListOrder<InvoiceSort> = {
  sorts: invoiceSorts,
  sort: 'invoiceDate',
  direction: 'desc',
};

/** The open amount, and when nothing is left to pay, that it is paid. */
export function OpenAmount({ amount }: { amount: number }) {
  const { t, formatMoney } = useI18n();
  return (
    <span className="badges open-amount">
      {formatMoney(amount)}
      {amount === 0 && <Badge tone="success">{t('invoice.paid')}</Badge>}
    </span>
  );
}

export function useInvoiceColumns(): TableColumn<SalesInvoice>[] {
  const { t, formatDate, formatMoney } = useI18n();
  return [
    { id: 'invoicenumber', label: t('invoice.invoicenumber'), sortable: true, cell: (i) => i.invoicenumber },
    {
      id: 'invoiceDate',
      label: t('invoice.invoiceDate'),
      sortable: true,
      cell: (i) => formatDate(i.invoiceDate),
    },
    {
      id: 'dueDate',
      label: t('invoice.dueDate'),
      sortable: true,
      cell: (i) => (i.dueDate ? formatDate(i.dueDate) : '–'),
    },
    { id: 'description', label: t('fields.description'), cell: (i) => i.description ?? '–' },
    {
      id: 'amountInclVat',
      label: t('invoice.amountInclVat'),
      sortable: true,
      align: 'end',
      cell: (i) => formatMoney(i.amountInclVat),
    },
    {
      id: 'openAmount',
      label: t('invoice.openAmount'),
      sortable: true,
      align: 'end',
      cell: (i) => <OpenAmount amount={i.openAmount} />,
    },
  ];
}
