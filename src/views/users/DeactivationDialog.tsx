import { useI18n } from '../../i18n';
import type { InvitationView } from '../../machines/invitation';
import { Button } from '../ui/Button';
import { LazyDialog } from '../ui/LazyDialog';

/** The yes-or-no before an account is deactivated, open while the account's actor waits for the answer. */
export function DeactivationDialog({ account, name }: { account: InvitationView; name: string }) {
  const { t } = useI18n();
  return (
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
  );
}
