import type { LocationDetails } from '../../../contract/locations';
import type { ServiceObject } from '../../../contract/objects';
import { objectSorts } from '../../../contract/objects';
import { isProviderRole } from '../../../contract/roles';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { locationDetails, locationManagers } from '../../services/portal-data/locations';
import { type ObjectSort, objectsAtLocation } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { ExportButton } from '../shared/ExportButton';
import { GateState } from '../shared/GateState';
import { LocationEditLink } from '../shared/LocationEditLink';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { objectPath, stickersPath } from '../shared/paths';
import { useMayRead } from '../shared/readers';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { Link } from '../ui/Link';
import { type ListOrder, PagedList } from '../ui/PagedList';
import { Section } from '../ui/Section';
import type { TableColumn } from '../ui/Table';

const objectOrder: ListOrder<ObjectSort> = {
  sorts: objectSorts,
  sort: 'serviceobjectnumber',
  direction: 'asc',
};

function useObjectColumns(): TableColumn<ServiceObject>[] {
  const { t } = useI18n();
  return [
    {
      id: 'serviceobjectnumber',
      label: t('object.serviceobjectnumber'),
      sortable: true,
      cell: (o) => o.serviceobjectnumber,
    },
    { id: 'description', label: t('fields.description'), sortable: true, cell: (o) => o.description },
    { id: 'objectType', label: t('object.objectType'), cell: (o) => o.objectType?.description ?? '–' },
    { id: 'brand', label: t('object.brand'), sortable: true, cell: (o) => o.brand ?? '–' },
    { id: 'gateState', label: t('object.gateState'), sortable: true, cell: (o) => <GateState object={o} /> },
  ];
}

function ObjectsAtBuilding({ place, buildingId }: { place: Place; buildingId: number }) {
  const { t } = useI18n();
  return (
    <Section title={t('building.objects')}>
      <PagedList
        prefix=""
        order={objectOrder}
        call={(query) => objectsAtLocation(buildingId, query)}
        label={t('building.objects')}
        searchLabel={t('building.searchObjects')}
        columns={useObjectColumns()}
        rowKey={(o) => o.pK_R_SERVICEOBJECT}
        rowHref={(o) => objectPath(place.relation.pK_PT_RELATION, buildingId, o.pK_R_SERVICEOBJECT)}
        empty={t('building.noObjects')}
        emptyIcon="gate"
        actions={(page) => <ExportButton list={page.key} />}
      />
    </Section>
  );
}

function ManagerInfo({ location, place }: { location: LocationDetails; place: Place }) {
  const { t } = useI18n();
  return (
    <section className="panel info-panel" aria-labelledby="manager-info">
      <h2 id="manager-info">{t('building.manager')}</h2>
      {location.managerCompany || location.managerName || location.managerContactPhone ? (
        <Details
          items={[
            { label: t('building.managerCompany'), value: location.managerCompany },
            { label: t('building.managerName'), value: location.managerName },
            { label: t('building.managerContactPhone'), value: location.managerContactPhone },
            { label: t('building.notes'), value: location.managerNotes },
          ]}
        />
      ) : (
        <p className="muted">{t('building.noManager')}</p>
      )}
      <LocationEditLink
        kind="management"
        relationId={place.relation.pK_PT_RELATION}
        buildingId={location.pK_PT_RELATIONDELIVERYADDRESS}
      />
    </section>
  );
}

function LocationContact({ location, place }: { location: LocationDetails; place: Place }) {
  const { t } = useI18n();
  return (
    <section className="panel info-panel" aria-labelledby="location-contact">
      <h2 id="location-contact">{t('building.locationContact')}</h2>
      {location.contactName || location.contactPhone ? (
        <Details
          items={[
            { label: t('building.contactName'), value: location.contactName },
            { label: t('building.contactPhone'), value: location.contactPhone },
            { label: t('building.notes'), value: location.contactNotes },
          ]}
        />
      ) : (
        <p className="muted">{t('building.noLocationContact')}</p>
      )}
      <LocationEditLink
        kind="contact"
        relationId={place.relation.pK_PT_RELATION}
        buildingId={location.pK_PT_RELATIONDELIVERYADDRESS}
      />
    </section>
  );
}

/** The portal users a customer can turn to about this building. */
function PortalManagers({ buildingId }: { buildingId: number }) {
  const { t } = useI18n();
  const managers = useData(locationManagers(buildingId));
  return (
    <section className="panel info-panel" aria-labelledby="portal-managers">
      <h2 id="portal-managers">{t('building.portalManagers')}</h2>
      <DataState
        state={managers}
        isEmpty={(list) => list.length === 0}
        empty={t('building.noPortalManagers')}
      >
        {(list) => (
          <ul className="contact-list">
            {list.map((m) => (
              <li key={m.email}>
                <span className="contact-list__name">{m.name}</span>
                {m.function && <span className="muted">{m.function}</span>}
                <a href={`mailto:${m.email}`}>{m.email}</a>
                {m.phoneNumber && <span>{m.phoneNumber}</span>}
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}

function LocationInfo({ place, buildingId }: { place: Place; buildingId: number }) {
  const location = useData(locationDetails(buildingId));
  return (
    <div className="info-grid">
      <DataState state={location}>
        {(l) => (
          <>
            <ManagerInfo location={l} place={place} />
            <LocationContact location={l} place={place} />
          </>
        )}
      </DataState>
      <PortalManagers buildingId={buildingId} />
    </div>
  );
}

function Address({ buildingId }: { buildingId: number }) {
  const location = useData(locationDetails(buildingId));
  if (!location.data) return null;
  const { street, postalCode, city } = location.data;
  return <p className="address">{[street, `${postalCode} ${city}`.trim()].filter(Boolean).join(', ')}</p>;
}

function Building({ place }: { place: Place }) {
  const { t } = useI18n();
  const mayRead = useMayRead();
  const { user } = useSession();
  const isStaff = user !== null && isProviderRole(user.role);
  const { relation } = place;
  const building = place.building!;
  const buildingId = building.pK_PT_RELATIONDELIVERYADDRESS;
  return (
    <>
      <PlaceTrail place={place} />
      <h1>{building.name}</h1>
      <p className="lead">{t('relation.locationOf', { relation: relation.name })}</p>
      {mayRead('locations') && <Address buildingId={buildingId} />}
      {isStaff && (
        <p>
          <Link href={stickersPath(relation.pK_PT_RELATION, buildingId)}>
            {t('failures.printStickersLink')}
          </Link>
        </p>
      )}
      {mayRead('objects') && <ObjectsAtBuilding place={place} buildingId={buildingId} />}
      {mayRead('locations') && <LocationInfo place={place} buildingId={buildingId} />}
    </>
  );
}

/** A building (/buildings/{id}/{buildingId}): its objects with their state, its manager and contact. */
export function BuildingPage() {
  return <KnownPlace>{(place) => <Building place={place} />}</KnownPlace>;
}
