import { appointmentWhen } from '../../../contract/appointments';
import type { ServiceObject } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import {
  futureAppointmentsOfObject,
  todaysAppointmentsOfObject,
} from '../../services/portal-data/appointments';
import { contractsOfObject } from '../../services/portal-data/contracts';
import { objectDocuments } from '../../services/portal-data/documents';
import { invoicesOfObject } from '../../services/portal-data/invoices';
import { jobOrdersOfObject } from '../../services/portal-data/job-orders';
import { serviceObject } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { AppointmentList } from '../shared/AppointmentList';
import { ContractList } from '../shared/ContractList';
import { DocumentList } from '../shared/DocumentList';
import { GateState } from '../shared/GateState';
import { InvoiceList } from '../shared/InvoiceList';
import { JobOrderList } from '../shared/JobOrderList';
import { ObjectActions } from '../shared/ObjectActions';
import { InItsPlace, KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { bookPath, directMaintenancePath, quotationsPath } from '../shared/paths';
import { QuotationList } from '../shared/QuotationList';
import { useMayBook, useMayInspect, useMayRead } from '../shared/readers';
import { DataState } from '../ui/DataState';
import { Link } from '../ui/Link';
import { Section } from '../ui/Section';
import { type TabItem, Tabs } from '../ui/Tabs';
import { useSearchParam } from '../ui/use-list-params';
import { ConditionChart } from './ConditionChart';
import { FailureList } from './FailureList';
import { ObjectProperties } from './ObjectProperties';
import { ObjectTimeline } from './ObjectTimeline';
import { ServiceIntervals } from './ServiceIntervals';

const appointmentsOfObject = {
  today: todaysAppointmentsOfObject,
  future: futureAppointmentsOfObject,
};

function ObjectAppointments({ objectId }: { objectId: number }) {
  const { t } = useI18n();
  return appointmentWhen.map((when) => (
    <Section key={when} id={`appointments-${when}`} title={t(`appointment.${when}`)}>
      <AppointmentList
        prefix={`${when}.`}
        call={(query) => appointmentsOfObject[when](objectId, query)}
        empty={t(when === 'today' ? 'appointment.noneToday' : 'appointment.noneFuture')}
      />
    </Section>
  ));
}

/** Each part of the object for whoever may read it; a tab loads its data when it is opened. */
function useObjectTabs(object: ServiceObject, place: Place): TabItem[] {
  const { t } = useI18n();
  const mayRead = useMayRead();
  const id = object.pK_R_SERVICEOBJECT;
  const filter = {
    relationId: object.fK_PT_RELATION,
    locationId: object.fK_PT_RELATIONDELIVERYADDRESS,
    objectId: id,
  };
  const tab = (key: string, content: TabItem['content']): TabItem => ({
    id: key,
    label: t(`object.tabs.${key}`),
    content,
  });
  return [
    tab('properties', <ObjectProperties object={object} />),
    tab('timeline', <ObjectTimeline objectId={id} place={place.path} />),
    tab('condition', <ConditionChart objectId={id} />),
    tab('serviceIntervals', <ServiceIntervals objectId={id} />),
    ...(mayRead('documents') ? [tab('documents', <DocumentList call={objectDocuments(id)} />)] : []),
    ...(mayRead('invoices')
      ? [
          tab(
            'invoices',
            <InvoiceList prefix="inv." place={place.path} call={(query) => invoicesOfObject(id, query)} />,
          ),
        ]
      : []),
    ...(mayRead('orders')
      ? [
          tab(
            'orders',
            <JobOrderList prefix="jo." place={place.path} call={(query) => jobOrdersOfObject(id, query)} />,
          ),
        ]
      : []),
    ...(mayRead('invoices')
      ? [tab('contracts', <ContractList call={contractsOfObject(id)} place={place.path} />)]
      : []),
    ...(mayRead('orders')
      ? [
          tab(
            'quotations',
            <>
              <QuotationList prefix="qt." place={place.path} filter={filter} />
              <Link href={quotationsPath(place.path)}>{t('quotation.openList')}</Link>
            </>,
          ),
        ]
      : []),
    tab('failures', <FailureList objectId={id} />),
    ...(mayRead('orders') ? [tab('appointments', <ObjectAppointments objectId={id} />)] : []),
  ];
}

function ObjectTabs({ object, place }: { object: ServiceObject; place: Place }) {
  const { t } = useI18n();
  const [tab, setTab] = useSearchParam('tab', 'properties');
  return (
    <Tabs
      label={t('object.tabs.label')}
      items={useObjectTabs(object, place)}
      selected={tab}
      onSelect={setTab}
    />
  );
}

function ObjectPage({ place }: { place: Place }) {
  const { t } = useI18n();
  const object = useData(serviceObject(place.objectId!));
  const mayInspect = useMayInspect();
  const mayBook = useMayBook();
  return (
    <>
      <PlaceTrail place={place} />
      <DataState state={object} isPage>
        {(o) => (
          <InItsPlace
            place={place}
            own={{
              relationId: o.fK_PT_RELATION,
              buildingId: o.fK_PT_RELATIONDELIVERYADDRESS,
              objectId: o.pK_R_SERVICEOBJECT,
            }}
          >
            <header className="page-header">
              <h1>
                {o.serviceobjectnumber}
                <span className="page-header__sub">{o.description}</span>
              </h1>
              <GateState object={o} />
            </header>
            {mayInspect && (
              <Link
                variant="button"
                className="button button--primary"
                href={directMaintenancePath(o.pK_R_SERVICEOBJECT)}
              >
                {t('object.startMaintenance')}
              </Link>
            )}
            <p className="lead">{t('object.at', { location: o.locationName })}</p>
            {mayBook && (
              <Link
                variant="button"
                className="button button--secondary book-link"
                href={bookPath(o.pK_R_SERVICEOBJECT)}
              >
                {t('booking.fromObject')}
              </Link>
            )}
            <ObjectActions object={o} />
            <ObjectTabs object={o} place={place} />
          </InItsPlace>
        )}
      </DataState>
    </>
  );
}

/** Object details (/buildings/{id}/{buildingId}/{objectId}): every part of one service object. */
export function ObjectDetails() {
  return <KnownPlace>{(place) => <ObjectPage place={place} />}</KnownPlace>;
}
