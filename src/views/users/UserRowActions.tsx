import { useEffect } from 'react';
import { managerSchema, type RelationUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { accountOf, useInvitation } from '../../machines/invitation';
import { setManager, USER_DATA } from '../../services/users';
import { editUserPath } from '../shared/paths';
import { Button } from '../ui/Button';
import { failureText } from '../ui/error-text';
import { LazyDialog } from '../ui/LazyDialog';
import { ActionMenu, type MenuAction } from '../ui/Menu';
import { showToast } from '../ui/toast-queue';
import { useForm } from '../ui/use-form';

interface UserRowActionsProps {
  relationId: number;
  user: RelationUser;
  isSelf: boolean;
  /** Where this user's permissions are edited, when the page offers it (a location's settings). */
  permissionsHref?: string;
}

/** The actions on one user of a relation, driven by this row's own invitation actor. */
export function UserRowActions({ relationId, user, isSelf, permissionsHref }: UserRowActionsProps) {
  const { t } = useI18n();
  const account = useInvitation({
    relationId,
    account: accountOf(user),
    onSuccess: (message) => showToast(message),
    onFailure: (kind, error) => showToast(failureText(kind, error, t), 'error'),
  });
  const manager = useForm({
    schema: managerSchema,
    submit: (input) => setManager(relationId, input),
    invalidates: USER_DATA,
    successToast: (result) => (result.isManager ? 'users.managerAdded' : 'users.managerRemoved'),
    failureToast: 'update',
  });
  const { sync, status } = account;

  // A newer load of the list may know better (the invitee activated meanwhile).
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
    ...(isSelf
      ? []
      : [{ id: 'changeRole', label: t('users.changeRole'), href: editUserPath(relationId, user.id) }]),
    ...(permissionsHref && !isSelf
      ? [{ id: 'permissions', label: t('users.permissions'), href: permissionsHref }]
      : []),
    { id: 'manager', label: t(user.isManager ? 'users.removeManager' : 'users.makeManager') },
    ...(isSelf
      ? []
      : status === 'deactivated'
        ? [{ id: 'reactivate', label: t('users.reactivate') }]
        : [{ id: 'deactivate', label: t('users.deactivate'), tone: 'danger' as const }]),
  ];

  const run = (id: string) => {
    if (id === 'resend') account.resend();
    else if (id === 'copyLink') account.copyLink();
    else if (id === 'deactivate') account.deactivate();
    else if (id === 'reactivate') account.reactivate();
    else if (id === 'manager') manager.submit({ userId: user.id, isManager: !user.isManager });
  };

  const name = user.name || user.email;
  return (
    <>
      <ActionMenu
        label={t('users.actionsFor', { name })}
        actions={actions}
        onAction={run}
        isPending={(account.isBusy && !account.isConfirmingDeactivation) || manager.isSubmitting}
      />
      <LazyDialog
        title={t('users.deactivateTitle')}
        isOpen={account.isConfirmingDeactivation}
        onOpenChange={(open) => {
          if (!open && !account.isBusy) account.cancel();
        }}
      >
        <p>{t('users.deactivateConfirm', { name })}</p>
        <div className="form__actions dialog__actions">
          <Button variant="secondary" onPress={account.cancel} isDisabled={account.isBusy}>
            {t('users.cancel')}
          </Button>
          <Button onPress={account.confirm} isPending={account.isBusy}>
            {t('users.deactivate')}
          </Button>
        </div>
      </LazyDialog>
    </>
  );
}
