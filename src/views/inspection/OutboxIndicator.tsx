import { useI18n } from '../../i18n';
import { useOutbox } from '../../machines/outbox/outbox.connect';
import { useSession } from '../../machines/session/session.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/**
 * Where the engineer's work is: online or offline, and how many changes still wait to be sent. A change the
 * server refused for good is shown with what happened and the two ways on; it is never dropped silently.
 */
export function OutboxIndicator() {
  const { t } = useI18n();
  const { user } = useSession();
  const outbox = useOutbox(user?.id ?? null);
  const { status, pending, refusal } = outbox;
  const network = status === 'offline' ? t('inspection.sync.offline') : t('inspection.sync.online');
  const progress =
    status === 'signedOut'
      ? t('inspection.sync.signedOut')
      : pending > 0
        ? t('inspection.sync.waiting', { count: pending })
        : status === 'sending'
          ? t('inspection.sync.sending')
          : t('inspection.sync.allSent');
  return (
    <section className="outbox" aria-label={t('inspection.sync.label')}>
      <p className={`outbox__status outbox__status--${status}`} role="status">
        <span className="outbox__dot" aria-hidden="true" />
        <span className="outbox__network">{network}</span>
        <span className="outbox__pending">{progress}</span>
        {status === 'waiting' && (
          <Button variant="quiet" className="outbox__send" onPress={outbox.retry}>
            {t('inspection.sync.sendNow')}
          </Button>
        )}
      </p>
      {refusal && (
        <Alert>
          <strong>{t('inspection.sync.refusedTitle')}</strong>
          <p>
            {t('inspection.sync.refused', {
              what: t(`inspection.sync.what.${refusal.kind}`),
              reason: t(`errors.${refusal.code}`),
            })}
          </p>
          <p>{t('inspection.sync.refusedHelp')}</p>
          <p className="outbox__actions">
            <Button variant="secondary" onPress={outbox.retry} isPending={outbox.isBusy}>
              {t('inspection.sync.retry')}
            </Button>
            <Button variant="secondary" onPress={outbox.discard} isPending={outbox.isBusy}>
              {t('inspection.sync.discard')}
            </Button>
          </p>
        </Alert>
      )}
    </section>
  );
}
