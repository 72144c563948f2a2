import { useI18n } from '../../i18n';
import { contractDetails } from '../../services/portal-data/contracts';
import { invoicesOfContract } from '../../services/portal-data/invoices';
import { jobOrdersOfContract } from '../../services/portal-data/job-orders';
import { useData } from '../../services/portal-data/use-data';
import { InvoiceList } from '../shared/InvoiceList';
import { JobOrdersSection } from '../shared/JobOrderList';
import { InItsPlace, KnownRecord, type Place, PlaceTrail } from '../shared/Place';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { EmptyState } from '../ui/EmptyState';
import { Section } from '../ui/Section';
import { Table } from '../ui/Table';

function Contract({ place, contractId }: { place: Place; contractId: number }) {
  const { t, formatDate, formatMoney } = useI18n();
  const contract = useData(contractDetails(contractId));
  const title = contract.data
    ? t('contract.title', { number: contract.data.contractnumber })
    : t('contract.singular');
  const date = (value: string | null) => (value ? formatDate(value) : null);
  return (
    <>
      <PlaceTrail place={place} items={[{ label: title }]} />
      <DataState state={contract} isPage>
        {(c) => (
          <InItsPlace place={place} own={{ relationId: c.fK_PT_RELATION }}>
            <h1>{title}</h1>
            <p className="lead">{c.description}</p>
            <section className="page-section record">
              <Details
                items={[
                  { label: t('contract.contractnumber'), value: c.contractnumber },
                  { label: t('fields.relation'), value: c.relationName },
                  { label: t('contract.startDate'), value: date(c.startDate) },
                  { label: t('contract.endDate'), value: date(c.endDate) },
                  { label: t('contract.nextInvoice'), value: date(c.nextInvoice) },
                  { label: t('contract.amount'), value: formatMoney(c.amount) },
                  { label: t('contract.serviceInterval'), value: c.serviceInterval },
                  { label: t('contract.responseTime'), value: c.responseTime },
                ]}
              />
            </section>
            <Section title={t('contract.lines')}>
              {c.lines.length === 0 ? (
                <EmptyState title={t('contract.noLines')} />
              ) : (
                <Table
                  label={t('contract.lines')}
                  rows={c.lines}
                  rowKey={(l) => l.pK_R_CONTRACTLINE}
                  columns={[
                    { id: 'description', label: t('fields.description'), cell: (l) => l.description },
                    {
                      id: 'serviceobjectnumber',
                      label: t('fields.serviceObject'),
                      cell: (l) => l.serviceobjectnumber ?? '–',
                    },
                    {
                      id: 'serviceInterval',
                      label: t('contract.serviceInterval'),
                      cell: (l) => l.serviceInterval ?? '–',
                    },
                    {
                      id: 'responseTime',
                      label: t('contract.responseTime'),
                      cell: (l) => l.responseTime ?? '–',
                    },
                    {
                      id: 'amount',
                      label: t('contract.amount'),
                      align: 'end',
                      cell: (l) => formatMoney(l.amount),
                    },
                  ]}
                />
              )}
            </Section>
            <JobOrdersSection place={place.path} call={(query) => jobOrdersOfContract(contractId, query)} />
            <Section title={t('invoice.list')}>
              <InvoiceList
                prefix="inv."
                place={place.path}
                call={(query) => invoicesOfContract(contractId, query)}
              />
            </Section>
          </InItsPlace>
        )}
      </DataState>
    </>
  );
}

/** Contract details (…/contracts/{contractId}): its terms, lines, orders and invoices. */
export function ContractDetails() {
  return (
    <KnownRecord param="contractId">
      {(place, contractId) => <Contract place={place} contractId={contractId} />}
    </KnownRecord>
  );
}
