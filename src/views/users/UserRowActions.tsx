import { useEffect, useState } from 'react';
import { managerSchema, type RelationUser, removeFromLocationSchema } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { accountOf, useInvitation } from '../../machines/invitation';
import { removeFromLocation, removeFromRelation, setManager, USER_DATA } from '../../services/users';
import { editUserPath } from '../shared/paths';
import { Button } from '../ui/Button';
import { failureText } from '../ui/error-text';
import { LazyDialog } from '../ui/LazyDialog';
import { ActionMenu, type MenuAction } from '../ui/Menu';
import { showToast } from '../ui/toast-queue';
import { useForm } from '../ui/use-form';
import { DeactivationDialog } from './DeactivationDialog';
import { invitationActions } from './invitation-actions';

interface UserRowActionsProps {
  relationId: number;
  user: RelationUser;
  isSelf: boolean;
  /** Where this user's permissions are edited, when the page offers it (a location's settings). */
  permissionsHref?: string;
  /** Where the list is shown: the relation's name, and the location on a location's settings. */
  where: UsersWhere;
}

export interface UsersWhere {
  relationName: string;
  location?: { id: number; name: string };
}

/** The actions on one user of a relation, driven by this row's own invitation actor. */
export function UserRowActions({ relationId, user, isSelf, permissionsHref, where }: UserRowActionsProps) {
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
  const { location } = where;
  // Open while the administrator is asked to confirm; the removal itself is the form's submission.
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const removal = useForm({
    schema: removeFromLocationSchema,
    // Either answer only says it is done: the lists load again.
    submit: async ({ userId }): Promise<void> => {
      if (location) await removeFromLocation(location.id, userId);
      else await removeFromRelation(relationId, userId);
    },
    invalidates: USER_DATA,
    successToast: location ? 'users.removedFromLocation' : 'users.removedFromRelation',
    failureToast: 'update',
    afterwards: () => setConfirmingRemoval(false),
  });
  const { sync, status } = account;

  // A newer load of the list may know better (the invitee activated meanwhile).
  useEffect(() => {
    sync(accountOf(user));
  }, [sync, user]);

  const actions: MenuAction[] = [
    ...invitationActions(status, t),
    ...(isSelf
      ? []
      : [{ id: 'changeRole', label: t('users.changeRole'), href: editUserPath(relationId, user.id) }]),
    ...(permissionsHref && !isSelf
      ? [{ id: 'permissions', label: t('users.permissions'), href: permissionsHref }]
      : []),
    { id: 'manager', label: t(user.isManager ? 'users.removeManager' : 'users.makeManager') },
    ...(isSelf
      ? []
      : [
          {
            id: 'remove',
            label: t(location ? 'users.removeFromLocation' : 'users.removeFromRelation'),
            tone: 'danger' as const,
          },
        ]),
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
    else if (id === 'remove') setConfirmingRemoval(true);
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
        title={t('users.removeTitle')}
        isOpen={isConfirmingRemoval}
        onOpenChange={(open) => {
          if (!open && !removal.isSubmitting) setConfirmingRemoval(false);
        }}
      >
        <p>
          {location
            ? t('users.removeFromLocationConfirm', { name, location: location.name })
            : t('users.removeFromRelationConfirm', { name, relation: where.relationName })}
        </p>
        <div className="form__actions dialog__actions">
          <Button
            variant="secondary"
            onPress={() => setConfirmingRemoval(false)}
            isDisabled={removal.isSubmitting}
          >
            {t('users.cancel')}
          </Button>
          <Button onPress={() => removal.submit({ userId: user.id })} isPending={removal.isSubmitting}>
            {t('users.remove')}
          </Button>
        </div>
      </LazyDialog>
      <DeactivationDialog account={account} name={name} />
    </>
  );
}
