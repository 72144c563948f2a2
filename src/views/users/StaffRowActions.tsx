import { useEffect, useState } from 'react';
import type { DirectoryUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { accountOf, useInvitation } from '../../machines/invitation';
import { failureText } from '../ui/error-text';
import { LazyDialog } from '../ui/LazyDialog';
import { ActionMenu, type MenuAction } from '../ui/Menu';
import { showToast } from '../ui/toast-queue';
import { DeactivationDialog } from './DeactivationDialog';
import { invitationActions } from './invitation-actions';
import { RoleForm } from './RoleForm';

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
    ...invitationActions(status, t),
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
        {isChangingRole && <RoleForm user={user} staff afterwards={() => setChangingRole(false)} />}
      </LazyDialog>
    </>
  );
}
