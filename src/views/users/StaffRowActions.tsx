import { useEffect, useState } from 'react';
import { changeRoleSchema, type DirectoryUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { accountOf, useInvitation } from '../../machines/invitation';
import { useData } from '../../services/portal-data/use-data';
import { assignableRoles, changeRole, USER_DATA } from '../../services/users';
import { roleLabel } from '../shared/role-label';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { failureText } from '../ui/error-text';
import { LazyDialog } from '../ui/LazyDialog';
import { ActionMenu, type MenuAction } from '../ui/Menu';
import { Select } from '../ui/Select';
import { showToast } from '../ui/toast-queue';
import { useForm } from '../ui/use-form';
import { ChangeFailure } from './ChangeFailure';
import { DeactivationDialog } from './DeactivationDialog';

/** A provider role for an employee, saved against the version of the employee the list showed. */
function StaffRoleForm({ user, onDone }: { user: DirectoryUser; onDone(): void }) {
  const { t } = useI18n();
  const roles = useData(assignableRoles());
  const [role, setRole] = useState(user.roleNumber);
  const save = useForm({
    schema: changeRoleSchema,
    submit: changeRole,
    invalidates: USER_DATA,
    successToast: 'users.staffRoleSaved',
    afterwards: onDone,
  });
  return (
    <DataState state={roles}>
      {(options) => (
        <div className="form">
          <p>{t('editUser.currentRole', { role: roleLabel(user.role, t) })}</p>
          <Select
            label={t('editUser.newRole')}
            placeholder={t('choose.role')}
            // Staff stay staff: a customer's role belongs to an account of a customer (spec section 6).
            options={options
              .filter((option) => option.isProviderRole)
              .map((option) => ({ id: option.number, label: roleLabel(option.name, t) }))}
            selectedKey={role}
            onSelectionChange={(key) => key !== null && setRole(Number(key))}
          />
          {save.errors?.NewRole && <Alert>{t(save.errors.NewRole)}</Alert>}
          {save.failure && <ChangeFailure kind="role" error={save.failure} />}
          <div className="form__actions">
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

/** The actions on one employee of the provider in the all-users list, driven by this row's account actor. */
export function StaffRowActions({ user }: { user: DirectoryUser }) {
  const { t } = useI18n();
  const account = useInvitation({
    relationId: 0,
    staff: true,
    account: accountOf(user),
    onSuccess: (message) => showToast(message),
    onFailure: (kind, error) => showToast(failureText(kind, error, t), 'error'),
  });
  // Open while the role dialog is shown; the change itself is the form's submission.
  const [isChangingRole, setChangingRole] = useState(false);
  const { sync, status } = account;

  useEffect(() => {
    sync(accountOf(user));
  }, [sync, user]);

  const actions: MenuAction[] = [
    ...(status === 'invited'
      ? [
          { id: 'resend', label: t('users.resend') },
          { id: 'copyLink', label: t('users.copyLink') },
        ]
      : []),
    { id: 'changeRole', label: t('users.changeRole') },
    status === 'deactivated'
      ? { id: 'reactivate', label: t('users.reactivate') }
      : { id: 'deactivate', label: t('users.deactivate'), tone: 'danger' as const },
  ];
  const run = (id: string) => {
    if (id === 'resend') account.resend();
    else if (id === 'copyLink') account.copyLink();
    else if (id === 'deactivate') account.deactivate();
    else if (id === 'reactivate') account.reactivate();
    else if (id === 'changeRole') setChangingRole(true);
  };

  const name = user.name || user.email;
  return (
    <>
      <ActionMenu
        label={t('users.actionsFor', { name })}
        actions={actions}
        onAction={run}
        isPending={account.isBusy && !account.isConfirmingDeactivation}
      />
      <DeactivationDialog account={account} name={name} />
      <LazyDialog
        title={t('users.staffRoleTitle', { name })}
        isOpen={isChangingRole}
        onOpenChange={setChangingRole}
      >
        {isChangingRole && <StaffRoleForm user={user} onDone={() => setChangingRole(false)} />}
      </LazyDialog>
    </>
  );
}
