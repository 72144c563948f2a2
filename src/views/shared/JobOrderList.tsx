import type { JobOrder } from '../../../contract/job-orders';
import { jobOrderSorts } from '../../../contract/job-orders';
import { useI18n } from '../../i18n';
import type { PagedCall } from '../../services/portal-data/call';
import type { JobOrderSort } from '../../services/portal-data/job-orders';
import type { ListQuery } from '../../services/portal-data/list-query';
import { type ListOrder, PagedList } from '../ui/PagedList';
import { Section } from '../ui/Section';
import type { TableColumn } from '../ui/Table';
import { ExportButton } from './ExportButton';
import { jobOrderPath } from './paths';
import { useMayRead } from './readers';

const jobOrderOrder: ListOrder<JobOrderSort> = { sorts: jobOrderSorts, sort: 'orderDate', direction: 'desc' };

function useJobOrderColumns(): TableColumn<JobOrder>[] {
  const { t, formatDate, formatMoney } = useI18n();
  return [
    {
      id: 'jobordernumber',
      label: t('jobOrder.jobordernumber'),
      sortable: true,
      cell: (o) => o.jobordernumber,
    },
    { id: 'ordernumber', label: t('jobOrder.ordernumber'), sortable: true, cell: (o) => o.ordernumber },
    { id: 'orderDate', label: t('jobOrder.orderDate'), sortable: true, cell: (o) => formatDate(o.orderDate) },
    {
      id: 'ordercategory',
      label: t('jobOrder.ordercategory'),
      cell: (o) => (o.ordercategory ? t(`vocabulary.orderCategory.${o.ordercategory}`) : '–'),
    },
    { id: 'reference', label: t('jobOrder.reference'), cell: (o) => o.reference ?? '–' },
    {
      id: 'orderAmount',
      label: t('jobOrder.orderAmount'),
      sortable: true,
      align: 'end',
      cell: (o) => (o.orderAmount === null ? '–' : formatMoney(o.orderAmount)),
    },
  ];
}

interface JobOrderListProps {
  prefix: string;
  place: string;
  call(query: ListQuery<JobOrderSort>): PagedCall<JobOrder>;
  /** Offer the text search (not for a list that holds one job order at most). */
  searchable?: boolean;
}

/** Job orders, paged and searched on the server; a row opens the job order. */
export function JobOrderList({ prefix, place, call, searchable = true }: JobOrderListProps) {
  const { t } = useI18n();
  return (
    <PagedList
      prefix={prefix}
      order={jobOrderOrder}
      call={call}
      label={t('jobOrder.list')}
      searchLabel={searchable ? t('jobOrder.search') : undefined}
      columns={useJobOrderColumns()}
      rowKey={(o) => o.pK_R_JOBORDER}
      rowHref={(o) => jobOrderPath(place, o.pK_R_JOBORDER)}
      empty={t('jobOrder.none')}
      actions={(page) => <ExportButton list={page.key} />}
    />
  );
}

/** A record's job orders on its page, for whoever may read orders. */
export function JobOrdersSection(props: Omit<JobOrderListProps, 'prefix'>) {
  const { t } = useI18n();
  const mayRead = useMayRead();
  if (!mayRead('orders')) return null;
  return (
    <Section title={t('jobOrder.list')}>
      <JobOrderList prefix="jo." {...props} />
    </Section>
  );
}
