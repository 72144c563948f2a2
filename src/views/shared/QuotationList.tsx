import type { Quotation } from '../../../contract/quotations';
import { quotationSorts } from '../../../contract/quotations';
import { useI18n } from '../../i18n';
import { type QuotationFilter, type QuotationSort, quotations } from '../../services/portal-data/quotations';
import { type ListOrder, PagedList } from '../ui/PagedList';
import type { TableColumn } from '../ui/Table';
import { ExportButton } from './ExportButton';
import { quotationPath } from './paths';
import { QuotationStatusBadges } from './quotation-status';

const quotationOrder: ListOrder<QuotationSort> = { sorts: quotationSorts, sort: 'date', direction: 'desc' };

function useQuotationColumns(): TableColumn<Quotation>[] {
  const { t, formatDate, formatMoney } = useI18n();
  return [
    {
      id: 'quotationNumber',
      label: t('quotation.quotationNumber'),
      sortable: true,
      cell: (q) => q.quotationNumber,
    },
    { id: 'date', label: t('quotation.date'), sortable: true, cell: (q) => formatDate(q.date) },
    { id: 'description', label: t('fields.description'), cell: (q) => q.description ?? '–' },
    { id: 'version', label: t('quotation.version'), cell: (q) => q.version },
    {
      id: 'amount',
      label: t('quotation.amount'),
      sortable: true,
      align: 'end',
      cell: (q) => formatMoney(q.amount),
    },
    {
      id: 'status',
      label: t('quotation.status'),
      sortable: true,
      cell: (q) => <QuotationStatusBadges quotation={q} />,
    },
  ];
}

/** Quotations of a relation, building or object, paged and searched on the server. */
export function QuotationList({
  prefix,
  place,
  filter,
}: {
  prefix: string;
  place: string;
  filter: QuotationFilter;
}) {
  const { t } = useI18n();
  return (
    <PagedList
      prefix={prefix}
      order={quotationOrder}
      call={(query) => quotations(filter, query)}
      label={t('quotation.list')}
      searchLabel={t('quotation.search')}
      columns={useQuotationColumns()}
      rowKey={(q) => q.pK_R_OFFER}
      rowHref={(q) => quotationPath(place, q.pK_R_OFFER)}
      empty={t('quotation.none')}
      actions={(page) => <ExportButton list={page.key} />}
    />
  );
}
