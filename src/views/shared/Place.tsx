import type { ReactNode } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { idOf } from '../../../contract/ids';
import type { DeliveryAddress, Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { serviceObject } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import type { Crumb } from '../ui/Breadcrumbs';
import { NoAccessState } from '../ui/DataState';
import { LoadingIndicator } from '../ui/Spinner';
import { NotFound } from './NotFound';
import { buildingPath, objectPath, type PlaceParams, placePath, relationPath } from './paths';
import { RelationsLoadError } from './RelationsLoadError';
import { useMayRead } from './readers';
import { TitleTrail } from './TitleTrail';

export interface Place {
  params: PlaceParams;
  relation: Relation;
  building: DeliveryAddress | null;
  objectId: number | null;
  /** The path of the place, the base of links to details under it. */
  path: string;
}

/** The ids of the address; `wellFormed` is false when one that is there could never name a record. */
function usePlaceIds() {
  const params = useParams<PlaceParams>();
  const relationId = idOf(params.id);
  const buildingId = params.buildingId ? idOf(params.buildingId) : null;
  // Under a relation alone the route has no object (what would be one is the building).
  const objectId = params.buildingId && params.objectId ? idOf(params.objectId) : null;
  const wellFormed =
    relationId !== null &&
    (!params.buildingId || buildingId !== null) &&
    (!params.buildingId || !params.objectId || objectId !== null);
  return { params, relationId, buildingId, objectId, wellFormed };
}

/** The relation and building of the address, from the session's relations. */
function usePlaceLookup() {
  const { params, relationId, buildingId, objectId, wellFormed } = usePlaceIds();
  const { relations, hasRelationsError } = useSession();
  const relation = relations?.find((r) => r.pK_PT_RELATION === relationId) ?? null;
  const building =
    relation?.deliveryAdresses.find((b) => b.pK_PT_RELATIONDELIVERYADDRESS === buildingId) ?? null;
  return { params, wellFormed, objectId, relations, relation, building, hasRelationsError };
}

/**
 * A page under a relation (and building): it waits for the relations, and a relation or building the user
 * does not have gets the section 8 message instead of the page.
 */
export function KnownPlace({ children }: { children(place: Place): ReactNode }) {
  const { params, wellFormed, objectId, relations, relation, building, hasRelationsError } = usePlaceLookup();
  if (!wellFormed) return <NotFound />;
  if (hasRelationsError) return <RelationsLoadError />;
  if (relations === null) return <LoadingIndicator />;
  if (!relation || (params.buildingId && !building)) {
    return (
      <>
        <TitleTrail items={[]} />
        <NoAccessState />
      </>
    );
  }
  return children({ params, relation, building, objectId, path: placePath(params) });
}

/**
 * A page of one record under a place (an invoice, a job order, a quotation, ...): its id is the address's
 * `param`. An id that could never name a record is the portal's not-found page, and nothing is asked.
 */
export function KnownRecord({
  param,
  children,
}: {
  param: string;
  children(place: Place, id: number): ReactNode;
}) {
  const id = idOf(useParams()[param]);
  if (id === null) return <NotFound />;
  return <KnownPlace>{(place) => children(place, id)}</KnownPlace>;
}

/** Where a record belongs, as far as it says: what it does not record (an invoice's building) is left out. */
export interface RecordPlace {
  relationId: number;
  buildingId?: number | null;
  objectId?: number | null;
}

/** The path of the record's own place when the address's place does not hold it; null when it does. */
function misplaced(place: Place, own: RecordPlace): string | null {
  const fits =
    own.relationId === place.relation.pK_PT_RELATION &&
    (place.building === null ||
      own.buildingId === undefined ||
      own.buildingId === place.building.pK_PT_RELATIONDELIVERYADDRESS) &&
    (place.objectId === null || own.objectId === undefined || own.objectId === place.objectId);
  if (fits) return null;
  if (own.buildingId === undefined || own.buildingId === null) return relationPath(own.relationId);
  if (own.objectId === undefined || own.objectId === null)
    return buildingPath(own.relationId, own.buildingId);
  return objectPath(own.relationId, own.buildingId, own.objectId);
}

/**
 * A record shown in the place of the address, or, when that place does not hold it (a quotation of another
 * object, a job order of another building, an invoice of another of the user's relations), the same page under
 * the record's own place: the trail and the links from the page then say where it belongs. A record the user
 * may not see never gets here (the server refuses it), so this tells nothing of another customer's records.
 */
export function InItsPlace({
  place,
  own,
  children,
}: {
  place: Place;
  own: RecordPlace;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const search = useSearch();
  const target = misplaced(place, own);
  if (target === null) return children;
  const page = location.slice(place.path.length);
  return <Redirect to={`${target}${page}${search ? `?${search}` : ''}`} replace />;
}

/**
 * The object's number for the trail, read through the same cache as its page; until it is known (or when the
 * id names no object) the crumb says what kind of page this is, never the raw id.
 */
function useObjectCrumb(place: Place): Crumb[] {
  const { t } = useI18n();
  const mayRead = useMayRead();
  const { objectId, building } = place;
  const known = objectId !== null && building !== null && mayRead('objects');
  const object = useData(known ? serviceObject(objectId) : null);
  if (!known) return [];
  return [
    {
      label: object.data?.serviceobjectnumber ?? t('fields.serviceObject'),
      href: objectPath(place.relation.pK_PT_RELATION, building.pK_PT_RELATIONDELIVERYADDRESS, objectId),
    },
  ];
}

/** The trail 'service portal / relation / building / object / ...items', the last one being this page. */
export function PlaceTrail({ place, items = [] }: { place: Place; items?: Crumb[] }) {
  const { relation, building } = place;
  const crumbs: Crumb[] = [
    { label: relation.name, href: relationPath(relation.pK_PT_RELATION) },
    ...(building
      ? [
          {
            label: building.name,
            href: buildingPath(relation.pK_PT_RELATION, building.pK_PT_RELATIONDELIVERYADDRESS),
          },
        ]
      : []),
    ...useObjectCrumb(place),
    ...items,
  ];
  // The page itself is the last crumb and carries no link.
  const last = crumbs.length - 1;
  return <TitleTrail items={crumbs.map((crumb, i) => (i === last ? { label: crumb.label } : crumb))} />;
}
