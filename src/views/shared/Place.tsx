import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { DeliveryAddress, Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { serviceObject } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import type { Crumb } from '../ui/Breadcrumbs';
import { EmptyState } from '../ui/EmptyState';
import { LoadingIndicator } from '../ui/Spinner';
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

/** The relation and building of the address, from the session's relations. */
function usePlaceLookup() {
  const params = useParams<PlaceParams>();
  const { relations, hasRelationsError, reloadRelations } = useSession();
  const relation = relations?.find((r) => String(r.pK_PT_RELATION) === params.id) ?? null;
  const building =
    relation?.deliveryAdresses.find((b) => String(b.pK_PT_RELATIONDELIVERYADDRESS) === params.buildingId) ??
    null;
  return { params, relations, relation, building, hasRelationsError, reloadRelations };
}

/**
 * A page under a relation (and building): it waits for the relations, and a relation or building the user
 * does not have gets the section 8 message instead of the page.
 */
export function KnownPlace({ children }: { children(place: Place): ReactNode }) {
  const { t } = useI18n();
  const { params, relations, relation, building, hasRelationsError } = usePlaceLookup();
  if (hasRelationsError) return <RelationsLoadError />;
  if (relations === null) return <LoadingIndicator />;
  if (!relation || (params.buildingId && !building)) {
    return (
      <>
        <TitleTrail items={[]} />
        <EmptyState title={t('errors.forbidden')} icon="lock" isPage />
      </>
    );
  }
  const objectId = params.buildingId && params.objectId ? Number(params.objectId) : null;
  return children({ params, relation, building, objectId, path: placePath(params) });
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
