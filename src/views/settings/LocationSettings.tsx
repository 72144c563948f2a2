import { useI18n } from '../../i18n';
import { relationUsers } from '../../services/users';
import { KnownPlace, type Place } from '../buildings/Place';
import { DataState } from '../ui/DataState';
import { CopyUsersDialog } from '../users/CopyUsersDialog';
import { UsersTable } from '../users/UsersTable';
import { useFreshData } from '../users/use-fresh-data';
import { useManagesUsers } from '../users/use-manages-users';
import { permissionsPath, relationSettingsPath } from './paths';
import { SettingsTrail } from './SettingsTrail';

function Location({ place }: { place: Place }) {
  const { t } = useI18n();
  const managesUsers = useManagesUsers();
  const { relation } = place;
  const building = place.building!;
  const relationId = relation.pK_PT_RELATION;
  const buildingId = building.pK_PT_RELATIONDELIVERYADDRESS;
  const users = useFreshData(relationUsers(relationId, buildingId));
  return (
    <>
      <SettingsTrail
        items={[{ label: relation.name, href: relationSettingsPath(relationId) }, { label: building.name }]}
      />
      <h1>{building.name}</h1>
      <p className="lead">{t('settings.locationIntro', { relation: relation.name })}</p>
      <section className="page-section" aria-labelledby="location-users">
        <div className="section-header">
          <h2 id="location-users">{t('users.title')}</h2>
          {managesUsers && (
            <div className="toolbar">
              <CopyUsersDialog
                sourceRelationId={relationId}
                target={{ relationId, locationId: buildingId }}
                onChanged={users.retry}
              />
            </div>
          )}
        </div>
        <DataState
          state={users}
          isEmpty={(list) => list.length === 0}
          empty={t('settings.noLocationUsers')}
          emptyIcon="relation"
        >
          {(list) => (
            <UsersTable
              label={t('users.title')}
              relationId={relationId}
              users={list}
              permissionsHref={(u) => permissionsPath(relationId, buildingId, u.id)}
              onChanged={users.retry}
            />
          )}
        </DataState>
      </section>
    </>
  );
}

/** The settings of one location (/settings/{id}/{buildingId}): who sees it, their permissions, copy users there. */
export function LocationSettings() {
  return <KnownPlace>{(place) => <Location place={place} />}</KnownPlace>;
}
