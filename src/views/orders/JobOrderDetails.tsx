import { useI18n } from '../../i18n';
import { appointmentsOfJobOrder } from '../../services/portal-data/appointments';
import { jobOrderDocuments } from '../../services/portal-data/documents';
import { invoicesOfJobOrder } from '../../services/portal-data/invoices';
import { jobOrderDetails } from '../../services/portal-data/job-orders';
import { useData } from '../../services/portal-data/use-data';
import { AppointmentList } from '../shared/AppointmentList';
import { DocumentsSection } from '../shared/DocumentList';
import { InvoicesSection } from '../shared/InvoiceList';
import { InItsPlace, KnownRecord, type Place, PlaceTrail } from '../shared/Place';
import { contractPath } from '../shared/paths';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { Link } from '../ui/Link';
import { Section } from '../ui/Section';

function JobOrder({ place, jobOrderId }: { place: Place; jobOrderId: number }) {
  const { t, formatDate, formatMoney } = useI18n();
  const jobOrder = useData(jobOrderDetails(jobOrderId));
  const title = jobOrder.data
    ? t('jobOrder.title', { number: jobOrder.data.jobordernumber })
    : t('jobOrder.singular');
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? null : formatMoney(amount);
  const hours = (value: number | null) => (value === null ? null : t('jobOrder.hours', { count: value }));
  return (
    <>
      <PlaceTrail place={place} items={[{ label: title }]} />
      <DataState state={jobOrder} isPage>
        {(o) => (
          <InItsPlace
            place={place}
            own={{
              relationId: o.fK_PT_RELATION,
              buildingId: o.fK_PT_RELATIONDELIVERYADDRESS,
              objectId: o.fK_R_SERVICEOBJECT,
            }}
          >
            <h1>{title}</h1>
            {o.description && <p className="lead">{o.description}</p>}
            <section className="page-section record">
              <Details
                items={[
                  { label: t('jobOrder.ordernumber'), value: o.ordernumber },
                  { label: t('jobOrder.jobordernumber'), value: o.jobordernumber },
                  {
                    label: t('jobOrder.ordercategory'),
                    value: o.ordercategory && t(`vocabulary.orderCategory.${o.ordercategory}`),
                  },
                  { label: t('jobOrder.orderDate'), value: formatDate(o.orderDate) },
                  { label: t('jobOrder.orderAmount'), value: money(o.orderAmount) },
                  { label: t('jobOrder.reference'), value: o.reference },
                  { label: t('jobOrder.customerOrderNumber'), value: o.customerOrderNumber },
                  {
                    label: t('jobOrder.serviceType'),
                    value: o.serviceType && t(`vocabulary.serviceType.${o.serviceType}`),
                  },
                  { label: t('jobOrder.contact'), value: o.contact },
                  { label: t('fields.location'), value: o.locationName },
                  { label: t('fields.serviceObject'), value: o.serviceobjectnumber },
                  {
                    label: t('fields.contract'),
                    value:
                      o.fK_R_CONTRACT === null ? null : (
                        <Link href={contractPath(place.path, o.fK_R_CONTRACT)}>
                          {t('jobOrder.toContract')}
                        </Link>
                      ),
                  },
                  { label: t('jobOrder.operationTimeMachine'), value: hours(o.operationTimeMachine) },
                  { label: t('jobOrder.operationTimeEmployee'), value: hours(o.operationTimeEmployee) },
                  { label: t('jobOrder.dateInWip'), value: o.dateInWip ? formatDate(o.dateInWip) : null },
                  { label: t('jobOrder.salesPrice'), value: money(o.salesPrice) },
                  // Sent to provider staff only; a customer's answer has no such key at all.
                  ...(o.costPrice !== undefined
                    ? [{ label: t('jobOrder.costPrice'), value: money(o.costPrice) }]
                    : []),
                ]}
              />
            </section>
            <Section title={t('appointment.list')}>
              <AppointmentList
                prefix="ap."
                call={(query) => appointmentsOfJobOrder(jobOrderId, query)}
                empty={t('appointment.none')}
              />
            </Section>
            <InvoicesSection place={place.path} call={(query) => invoicesOfJobOrder(jobOrderId, query)} />
            <DocumentsSection call={jobOrderDocuments(jobOrderId)} />
          </InItsPlace>
        )}
      </DataState>
    </>
  );
}

/** Job order details (…/orders/{joborderId}): every field, its appointments, invoices and documents. */
export function JobOrderDetails() {
  return (
    <KnownRecord param="joborderId">
      {(place, jobOrderId) => <JobOrder place={place} jobOrderId={jobOrderId} />}
    </KnownRecord>
  );
}
