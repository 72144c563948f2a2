import { useI18n } from '../../i18n';
import { invoiceDocuments } from '../../services/portal-data/documents';
import { invoiceDetails } from '../../services/portal-data/invoices';
import { jobOrdersOfInvoice } from '../../services/portal-data/job-orders';
import { useData } from '../../services/portal-data/use-data';
import { DocumentsSection } from '../shared/DocumentList';
import { OpenAmount } from '../shared/invoice-columns';
import { JobOrdersSection } from '../shared/JobOrderList';
import { InItsPlace, KnownRecord, type Place, PlaceTrail } from '../shared/Place';
import { contractPath, jobOrderPath } from '../shared/paths';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { Link } from '../ui/Link';

function Invoice({ place, invoiceId }: { place: Place; invoiceId: number }) {
  const { t, formatDate, formatMoney } = useI18n();
  const invoice = useData(invoiceDetails(invoiceId));
  const title = invoice.data
    ? t('invoice.title', { number: invoice.data.invoicenumber })
    : t('invoice.singular');
  return (
    <>
      <PlaceTrail place={place} items={[{ label: title }]} />
      <DataState state={invoice} isPage>
        {(i) => (
          <InItsPlace place={place} own={{ relationId: i.fK_PT_RELATION, objectId: i.fK_R_SERVICEOBJECT }}>
            <h1>{title}</h1>
            {i.description && <p className="lead">{i.description}</p>}
            <div className="figures">
              <div className="figure">
                <span className="figure__label">{t('invoice.amountInclVat')}</span>
                <span className="figure__value">{formatMoney(i.amountInclVat)}</span>
              </div>
              <div className="figure">
                <span className="figure__label">{t('invoice.openAmount')}</span>
                <span className="figure__value">
                  <OpenAmount amount={i.openAmount} />
                </span>
              </div>
            </div>
            <section className="page-section record">
              <Details
                items={[
                  { label: t('invoice.invoicenumber'), value: i.invoicenumber },
                  { label: t('invoice.invoiceDate'), value: formatDate(i.invoiceDate) },
                  { label: t('invoice.dueDate'), value: i.dueDate ? formatDate(i.dueDate) : null },
                  { label: t('fields.relation'), value: i.relationName },
                  {
                    label: t('fields.contract'),
                    value:
                      i.contractnumber && i.fK_R_CONTRACT !== null ? (
                        <Link href={contractPath(place.path, i.fK_R_CONTRACT)}>{i.contractnumber}</Link>
                      ) : null,
                  },
                  {
                    label: t('fields.jobOrder'),
                    value:
                      i.jobordernumber && i.fK_R_JOBORDER !== null ? (
                        <Link href={jobOrderPath(place.path, i.fK_R_JOBORDER)}>{i.jobordernumber}</Link>
                      ) : null,
                  },
                  { label: t('fields.serviceObject'), value: i.serviceobjectnumber },
                ]}
              />
            </section>
            <DocumentsSection call={invoiceDocuments(invoiceId)} />
            <JobOrdersSection
              place={place.path}
              call={(query) => jobOrdersOfInvoice(invoiceId, query)}
              searchable={false}
            />
          </InItsPlace>
        )}
      </DataState>
    </>
  );
}

/** Invoice details (…/invoices/{invoiceId}): amounts, what it was for, its documents and job orders. */
export function InvoiceDetails() {
  return (
    <KnownRecord param="invoiceId">
      {(place, invoiceId) => <Invoice place={place} invoiceId={invoiceId} />}
    </KnownRecord>
  );
}
