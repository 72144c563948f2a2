import './permission-texts';
import { useSearch } from 'wouter';
import { idOf } from '../../../contract/ids';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { relationUsers } from '../../services/users';
import { NotFound } from '../shared/NotFound';
import { relationSettingsPath } from '../shared/paths';
import { SettingsTrail } from '../shared/SettingsTrail';
import { DataState } from '../ui/DataState';
import { EmptyState } from '../ui/EmptyState';
import { Link } from '../ui/Link';
import { StatusBadge } from './labels';
import { RoleForm } from './RoleForm';
import { userIdOf } from './user-id';

function UserRole({ relationId, userId }: { relationId: number; userId: string }) {
  const { t } = useI18n();
  const { relations } = useSession();
  const relation = relations?.find((r) => r.pK_PT_RELATION === relationId);
  const users = useData(relation ? relationUsers(relationId) : null);
  const user = users.data?.find((u) => u.id === userId);
  return (
    <>
      <SettingsTrail
        items={[
          ...(relation ? [{ label: relation.name, href: relationSettingsPath(relationId) }] : []),
          { label: t('editUser.title') },
        ]}
      />
      <h1>{t('editUser.title')}</h1>
      {relations !== null && !relation ? (
        <EmptyState title={t('errors.forbidden')} icon="lock" />
      ) : (
        <DataState state={{ ...users, data: relation ? users.data : undefined }}>
          {() =>
            user ? (
              <section className="panel">
                <p className="lead user-summary">
                  {t('editUser.intro', { name: user.name || user.email, relation: relation?.name ?? '' })}{' '}
                  <StatusBadge status={user.status} />
                </p>
                {/* A new form for each version: reloaded after a conflict, it starts from the user as they are. */}
                <RoleForm
                  key={user.version}
                  user={user}
                  staff={false}
                  navigateTo={relationSettingsPath(relationId)}
                  aside={<Link href={relationSettingsPath(relationId)}>{t('editUser.back')}</Link>}
                />
              </section>
            ) : (
              <EmptyState title={t('editUser.unknownUser')} icon="relation" />
            )
          }
        </DataState>
      )}
    </>
  );
}

/** Edit user (/edituser?relationId=&userId=): the role of one user of a relation, from the users table. */
export function EditUser() {
  const params = new URLSearchParams(useSearch());
  const relationId = idOf(params.get('relationId'));
  const userId = userIdOf(params.get('userId'));
  if (relationId === null || userId === null) return <NotFound />;
  return <UserRole relationId={relationId} userId={userId} />;
}
