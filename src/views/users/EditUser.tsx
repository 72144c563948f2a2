import { useState } from 'react';
import { useSearch } from 'wouter';
import { changeRoleSchema, type RelationUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { assignableRoles, changeRole, relationUsers, USER_DATA } from '../../services/users';
import { relationSettingsPath } from '../shared/paths';
import { roleLabel } from '../shared/role-label';
import { SettingsTrail } from '../shared/SettingsTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { EmptyState } from '../ui/EmptyState';
import { Link } from '../ui/Link';
import { Select } from '../ui/Select';
import { useForm } from '../ui/use-form';
import { ChangeFailure } from './ChangeFailure';
import { StatusBadge } from './labels';

function RoleForm({ user, relationId }: { user: RelationUser; relationId: number }) {
  const { t } = useI18n();
  const { user: me } = useSession();
  const roles = useData(assignableRoles());
  const [role, setRole] = useState(user.roleNumber);
  const save = useForm({
    schema: changeRoleSchema,
    submit: changeRole,
    invalidates: USER_DATA,
    successToast: 'success.roleChanged',
    navigateTo: relationSettingsPath(relationId),
  });

  return (
    <DataState state={roles}>
      {(options) => (
        <div className="form">
          <p>{t('editUser.currentRole', { role: roleLabel(user.role, t) })}</p>
          {user.id === me?.id && <Alert tone="info">{t('editUser.ownRole')}</Alert>}
          <Select
            label={t('editUser.newRole')}
            placeholder={t('choose.role')}
            // A customer's user never becomes provider staff (spec section 6); the others are the caller's to give.
            options={options
              .filter((option) => !option.isProviderRole || option.number === user.roleNumber)
              .map((option) => ({ id: option.number, label: roleLabel(option.name, t) }))}
            selectedKey={role}
            onSelectionChange={(key) => key !== null && setRole(Number(key))}
          />
          {save.errors?.NewRole && <Alert>{t(save.errors.NewRole)}</Alert>}
          {save.failure && <ChangeFailure kind="role" error={save.failure} />}
          <div className="form__actions">
            <Link href={relationSettingsPath(relationId)}>{t('editUser.back')}</Link>
            <Button
              isPending={save.isSubmitting}
              isDisabled={role === user.roleNumber}
              onPress={() => save.submit({ UserId: user.id, NewRole: role, version: user.version })}
            >
              {t('editUser.save')}
            </Button>
          </div>
        </div>
      )}
    </DataState>
  );
}

/** Edit user (/edituser?relationId=&userId=): the role of one user of a relation, from the users table. */
export function EditUser() {
  const { t } = useI18n();
  const { relations } = useSession();
  const params = new URLSearchParams(useSearch());
  const relationId = Number(params.get('relationId'));
  const userId = params.get('userId') ?? '';
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
                <RoleForm key={user.version} user={user} relationId={relationId} />
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
