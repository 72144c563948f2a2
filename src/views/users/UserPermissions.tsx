import './permission-texts';
import { useParams } from 'wouter';
import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { relationUsers } from '../../services/users';
import { NotFound } from '../shared/NotFound';
import { KnownPlace, type Place } from '../shared/Place';
import { locationSettingsPath, relationSettingsPath } from '../shared/paths';
import { SettingsTrail } from '../shared/SettingsTrail';
import { PermissionEditor } from './PermissionEditor';
import { userIdOf } from './user-id';

function Permissions({ place, userId }: { place: Place; userId: string }) {
  const { t } = useI18n();
  const { relation } = place;
  const building = place.building!;
  const relationId = relation.pK_PT_RELATION;
  const buildingId = building.pK_PT_RELATIONDELIVERYADDRESS;
  // The name comes from the location's users, which the page before this one loaded already.
  const users = useData(relationUsers(relationId, buildingId));
  const user = users.data?.find((u) => u.id === userId);
  const name = user ? user.name || user.email : '';
  const title = t('permissions.title', { name });
  return (
    <>
      <SettingsTrail
        items={[
          { label: relation.name, href: relationSettingsPath(relationId) },
          { label: building.name, href: locationSettingsPath(relationId, buildingId) },
          { label: name || t('users.permissions') },
        ]}
      />
      <h1>{name ? title : t('users.permissions')}</h1>
      <section className="panel panel--permissions">
        <PermissionEditor userId={userId} />
      </section>
    </>
  );
}

/** One user's permissions (/settings/{id}/{buildingId}/permissions/{userId}). */
export function UserPermissions() {
  const userId = userIdOf(useParams<{ userId: string }>().userId);
  if (userId === null) return <NotFound />;
  return <KnownPlace>{(place) => <Permissions place={place} userId={userId} />}</KnownPlace>;
}
