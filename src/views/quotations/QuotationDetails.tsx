import { useParams } from 'wouter';
import { useI18n } from '../../i18n';
import { quotationDocuments } from '../../services/portal-data/documents';
import { quotationDetails } from '../../services/portal-data/quotations';
import { useData } from '../../services/portal-data/use-data';
import { DocumentsSection } from '../shared/DocumentList';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { quotationsPath } from '../shared/paths';
import { QuotationStatusBadge } from '../shared/quotation-status';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { EmptyState } from '../ui/EmptyState';
import { Section } from '../ui/Section';
import { Table } from '../ui/Table';

function Quotation({ place, quotationId }: { place: Place; quotationId: number }) {
  const { t, formatDate, formatMoney } = useI18n();
  const quotation = useData(quotationDetails(quotationId));
  const title = quotation.data
    ? t('quotation.title', { number: quotation.data.quotationNumber })
    : t('quotation.singular');
  return (
    <>
      <PlaceTrail
        place={place}
        items={[{ label: t('quotation.list'), href: quotationsPath(place.path) }, { label: title }]}
      />
      <DataState state={quotation} isPage>
        {(q) => (
          <>
            <header className="page-header">
              <h1>{title}</h1>
              <QuotationStatusBadge status={q.status} />
            </header>
            {q.description && <p className="lead">{q.description}</p>}
            <section className="page-section record">
              <Details
                items={[
                  { label: t('quotation.quotationNumber'), value: q.quotationNumber },
                  { label: t('quotation.revision'), value: q.offerrevision },
                  { label: t('quotation.version'), value: q.version },
                  { label: t('quotation.date'), value: formatDate(q.date) },
                  { label: t('quotation.amount'), value: formatMoney(q.amount) },
                  { label: t('quotation.status'), value: <QuotationStatusBadge status={q.status} /> },
                  { label: t('fields.relation'), value: q.relationName },
                ]}
              />
            </section>
            <Section title={t('quotation.lines')}>
              {q.lines.length === 0 ? (
                <EmptyState title={t('quotation.noLines')} />
              ) : (
                <Table
                  label={t('quotation.lines')}
                  rows={q.lines}
                  rowKey={(l) => l.pK_R_OFFERDETAIL}
                  columns={[
                    { id: 'pos', label: t('quotation.pos'), cell: (l) => l.pos },
                    { id: 'description', label: t('fields.description'), cell: (l) => l.description },
                    { id: 'quantity', label: t('quotation.quantity'), align: 'end', cell: (l) => l.quantity },
                    {
                      id: 'price',
                      label: t('quotation.price'),
                      align: 'end',
                      cell: (l) => formatMoney(l.price),
                    },
                    {
                      id: 'total',
                      label: t('quotation.lineTotal'),
                      align: 'end',
                      cell: (l) => formatMoney(l.quantity * l.price),
                    },
                  ]}
                />
              )}
            </Section>
            <DocumentsSection call={quotationDocuments(quotationId)} />
          </>
        )}
      </DataState>
    </>
  );
}

/** Quotation details (…/quotations/{quotationId}): status, lines and documents. */
export function QuotationDetails() {
  const { quotationId } = useParams<{ quotationId: string }>();
  return <KnownPlace>{(place) => <Quotation place={place} quotationId={Number(quotationId)} />}</KnownPlace>;
}
