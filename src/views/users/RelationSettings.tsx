import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { relationUsers } from '../../services/users';
import { KnownPlace, type Place } from '../shared/Place';
import { locationSettingsPath } from '../shared/paths';
import { SettingsTrail } from '../shared/SettingsTrail';
import { CardLink } from '../ui/CardLink';
import { EmptyState } from '../ui/EmptyState';
import { Section } from '../ui/Section';
import { CopyUsersDialog } from './CopyUsersDialog';
import { InviteDialog } from './InviteDialog';
import { SecondFactorRule } from './SecondFactorRule';
import { UsersSection } from './UsersSection';

function Relation({ place }: { place: Place }) {
  const { t } = useI18n();
  const { relation } = place;
  const relationId = relation.pK_PT_RELATION;
  const users = useData(relationUsers(relationId));
  return (
    <>
      <SettingsTrail items={[{ label: relation.name }]} />
      <h1>{relation.name}</h1>
      <p className="lead">{t('settings.relationIntro')}</p>
      <UsersSection
        relationId={relationId}
        users={users}
        empty={t('users.none')}
        showLocations
        where={{ relationName: relation.name }}
        toolbar={
          <>
            <InviteDialog relationId={relationId} relationName={relation.name} />
            {relation.deliveryAdresses.length > 0 && <CopyUsersDialog sourceRelationId={relationId} />}
          </>
        }
      />
      <SecondFactorRule relationId={relationId} relationName={relation.name} />
      <Section id="relation-locations" title={t('settings.locations')}>
        <p className="muted">{t('settings.locationsIntro')}</p>
        {relation.deliveryAdresses.length === 0 ? (
          <EmptyState title={t('settings.noLocations')} icon="building" />
        ) : (
          <ul className="card-grid" aria-labelledby="relation-locations">
            {relation.deliveryAdresses.map((building) => (
              <li key={building.pK_PT_RELATIONDELIVERYADDRESS}>
                <CardLink
                  href={locationSettingsPath(relationId, building.pK_PT_RELATIONDELIVERYADDRESS)}
                  icon="building"
                  title={building.name}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** Relation settings (/settings/{id}): its users with every action on them, and its locations. */
export function RelationSettings() {
  return <KnownPlace>{(place) => <Relation place={place} />}</KnownPlace>;
}
