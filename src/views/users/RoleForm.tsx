import './permission-texts';
import { type ReactNode, useState } from 'react';
import type { RoleName } from '../../../contract/roles';
import { changeRoleSchema } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { assignableRoles, changeRole, USER_DATA } from '../../services/users';
import { roleLabel } from '../shared/role-label';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Select } from '../ui/Select';
import { useForm } from '../ui/use-form';
import { ChangeFailure } from './ChangeFailure';

interface RoleFormProps {
  user: { id: string; role: RoleName; roleNumber: number; version: string };
  /** Provider roles (an employee of the provider) or customer roles (a customer's user). */
  staff: boolean;
  /** Once saved: the page to go to, or what to do. */
  navigateTo?: string;
  afterwards?(): void;
  /** Beside the save button, such as the way back. */
  aside?: ReactNode;
}

/** A user's role, chosen among those the caller may give, saved against the version the caller read. */
export function RoleForm({ user, staff, navigateTo, afterwards, aside }: RoleFormProps) {
  const { t } = useI18n();
  const { user: me } = useSession();
  const roles = useData(assignableRoles());
  const [role, setRole] = useState(user.roleNumber);
  const save = useForm({
    schema: changeRoleSchema,
    submit: changeRole,
    invalidates: USER_DATA,
    successToast: 'success.roleChanged',
    navigateTo,
    afterwards,
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
            // A customer's user never becomes provider staff, nor staff a customer's user (spec section 6).
            options={options
              .filter((option) => option.isProviderRole === staff || option.number === user.roleNumber)
              .map((option) => ({ id: option.number, label: roleLabel(option.name, t) }))}
            selectedKey={role}
            onSelectionChange={(key) => key !== null && setRole(Number(key))}
          />
          {save.errors?.NewRole && <Alert>{t(save.errors.NewRole)}</Alert>}
          {save.failure && <ChangeFailure kind="role" error={save.failure} />}
          <div className="form__actions">
            {aside}
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
