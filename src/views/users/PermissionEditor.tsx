import './permission-texts';
import { useState } from 'react';
import { permissionById, permissionId, permissionKeys } from '../../../contract/permissions';
import { changePermissionSchema, type UserPermissions } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { changePermissions, USER_DATA, userPermissions } from '../../services/users';
import { roleLabel } from '../shared/role-label';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox, CheckboxGroup } from '../ui/Checkbox';
import { DataState } from '../ui/DataState';
import { useForm } from '../ui/use-form';
import { ChangeFailure } from './ChangeFailure';

function PermissionForm({ permissions }: { permissions: UserPermissions }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(() =>
    permissions.permissionIds.map((id) => permissionById(id)).filter((key) => key !== undefined),
  );
  const save = useForm({
    schema: changePermissionSchema,
    submit: changePermissions,
    invalidates: USER_DATA,
    successToast: 'permissions.saved',
  });
  const assignable = new Set(permissions.assignablePermissionIds);
  const fromRole = new Set(permissions.rolePermissionIds);
  const overrides = new Map(permissions.overrides.map((o) => [o.permissionId, o.granted]));

  const note = (id: number) => {
    const override = overrides.get(id);
    if (override === true) return t('permissions.granted');
    if (override === false) return t('permissions.revoked');
    return fromRole.has(id) ? t('permissions.fromRole') : undefined;
  };

  return (
    <div className="form permission-form">
      <p className="muted">{t('permissions.intro', { role: roleLabel(permissions.role, t) })}</p>
      {assignable.size === 0 && <Alert tone="info">{t('permissions.nothingAssignable')}</Alert>}
      <CheckboxGroup
        label={t('permissions.list')}
        value={chosen}
        onChange={(keys) => setChosen(keys as typeof chosen)}
      >
        {permissionKeys.map((key) => (
          <Checkbox
            key={key}
            value={key}
            isDisabled={!assignable.has(permissionId(key))}
            description={note(permissionId(key))}
          >
            {t(`permissions.keys.${key}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {save.errors?.newPermissionIds && <Alert>{t(save.errors.newPermissionIds)}</Alert>}
      {save.failure && <ChangeFailure kind="update" error={save.failure} />}
      <div className="form__actions">
        <Button
          isDisabled={assignable.size === 0}
          isPending={save.isSubmitting}
          onPress={() =>
            save.submit({
              userId: permissions.userId,
              newPermissionIds: chosen.map((key) => permissionId(key)),
              version: permissions.version,
            })
          }
        >
          {t('permissions.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One user's permissions as checkboxes (GET /api/users/{id}/permissions): ticked what they hold now, enabled
 * only what the signed-in admin may change. Saving sends the whole set (POST /api/user/changePermission).
 */
export function PermissionEditor({ userId }: { userId: string }) {
  const permissions = useData(userPermissions(userId));
  return (
    <DataState state={permissions}>
      {(data) => (
        // Saved or reloaded after a conflict: the form starts again from what the server holds now.
        <PermissionForm key={data.version} permissions={data} />
      )}
    </DataState>
  );
}
