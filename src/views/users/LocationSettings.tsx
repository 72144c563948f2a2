import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { relationUsers } from '../../services/users';
import { LocationEditLink } from '../shared/LocationEditLink';
import { KnownPlace, type Place } from '../shared/Place';
import { permissionsPath, relationSettingsPath } from '../shared/paths';
import { SettingsTrail } from '../shared/SettingsTrail';
import { CopyUsersDialog } from './CopyUsersDialog';
import { UsersSection } from './UsersSection';

function Location({ place }: { place: Place }) {
  const { t } = useI18n();
  const { relation } = place;
  const building = place.building!;
  const relationId = relation.pK_PT_RELATION;
  const buildingId = building.pK_PT_RELATIONDELIVERYADDRESS;
  const users = useData(relationUsers(relationId, buildingId));
  return (
    <>
      <SettingsTrail
        items={[{ label: relation.name, href: relationSettingsPath(relationId) }, { label: building.name }]}
      />
      <h1>{building.name}</h1>
      <p className="lead">{t('settings.locationIntro', { relation: relation.name })}</p>
      <p className="edit-links">
        <LocationEditLink kind="management" relationId={relationId} buildingId={buildingId} />
        <LocationEditLink kind="contact" relationId={relationId} buildingId={buildingId} />
      </p>
      <UsersSection
        relationId={relationId}
        users={users}
        empty={t('settings.noLocationUsers')}
        permissionsHref={(u) => permissionsPath(relationId, buildingId, u.id)}
        where={{ relationName: relation.name, location: { id: buildingId, name: building.name } }}
        toolbar={
          <CopyUsersDialog sourceRelationId={relationId} target={{ relationId, locationId: buildingId }} />
        }
      />
    </>
  );
}

/** The settings of one location (/settings/{id}/{buildingId}): who sees it, their permissions, copy users there. */
export function LocationSettings() {
  return <KnownPlace>{(place) => <Location place={place} />}</KnownPlace>;
}
