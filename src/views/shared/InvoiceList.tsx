import type { SalesInvoice } from '../../../contract/invoices';
import { useI18n } from '../../i18n';
import type { PagedCall } from '../../services/portal-data/call';
import type { InvoiceQuery } from '../../services/portal-data/invoices';
import { PagedList } from '../ui/PagedList';
import { Section } from '../ui/Section';
import { ToggleButtonGroup } from '../ui/ToggleButtonGroup';
import { useSearchParam } from '../ui/use-list-params';
import { ExportButton } from './ExportButton';
import { invoiceOrder, useInvoiceColumns } from './invoice-columns';
import { invoicePath } from './paths';
import { useMayRead } from './readers';

interface InvoiceListProps {
  prefix: string;
  /** The base path of the invoice links: the page's place in the route tree. */
  place: string;
  call(query: InvoiceQuery): PagedCall<SalesInvoice>;
  /** Offer the choice between open invoices (the default) and all of them. */
  openFilter?: boolean;
}

/** Invoices, paged and searched on the server; a row opens the invoice. */
export function InvoiceList({ prefix, place, call, openFilter }: InvoiceListProps) {
  const { t } = useI18n();
  const [which, setWhich] = useSearchParam(`${prefix}show`, 'open');
  const open = openFilter ? (which === 'all' ? undefined : true) : undefined;
  return (
    <PagedList
      prefix={prefix}
      order={invoiceOrder}
      call={(query) => call({ ...query, open })}
      label={t('invoice.list')}
      searchLabel={t('invoice.search')}
      columns={useInvoiceColumns()}
      rowKey={(i) => i.pK_R_SALESINVOICE}
      rowHref={(i) => invoicePath(place, i.pK_R_SALESINVOICE)}
      empty={open ? t('invoice.noneOpen') : t('invoice.none')}
      actions={(page) => <ExportButton list={page.key} />}
      filters={
        openFilter && (
          <ToggleButtonGroup
            label={t('invoice.show')}
            selected={open ? 'open' : 'all'}
            onChange={setWhich}
            options={[
              { id: 'open', label: t('invoice.onlyOpen'), content: t('invoice.onlyOpen') },
              { id: 'all', label: t('invoice.all'), content: t('invoice.all') },
            ]}
          />
        )
      }
    />
  );
}

/** A record's invoices on its page, for whoever may read invoices. */
export function InvoicesSection(props: Omit<InvoiceListProps, 'prefix' | 'openFilter'>) {
  const { t } = useI18n();
  const mayRead = useMayRead();
  if (!mayRead('invoices')) return null;
  return (
    <Section title={t('invoice.list')}>
      <InvoiceList prefix="inv." {...props} />
    </Section>
  );
}
