import './field-sync.css';
import { useI18n } from '../../i18n';
import { fieldSyncEn } from '../../i18n/field-sync.en';
import { fieldSyncNl } from '../../i18n/field-sync.nl';
import { addTexts } from '../../i18n/store';
import { useOutbox } from '../../machines/outbox/outbox.connect';
import { useSession } from '../../machines/session/session.connect';
import { Button } from '../ui/Button';
import { OutboxRefusalNotice } from './OutboxRefusalNotice';

// Its texts arrive with its code: only engineers load it.
addTexts({ nl: fieldSyncNl, en: fieldSyncEn });

/**
 * Where the engineer's work is, above every page: online or offline, and how many changes still wait to be
 * sent. It runs the outbox from the first page on, so what waits is sent on load, when the network returns and
 * after a sign-in again. A change the server refused for good is shown with what happened and the two ways
 * on; it is never dropped silently.
 */
export default function FieldSync() {
  const { t } = useI18n();
  const { user } = useSession();
  const outbox = useOutbox(user?.id ?? null);
  const { status, pending, refusal, isServerUnreachable } = outbox;
  // Online as the browser sees it is not enough: while sends find no server, saying "online" would mislead.
  const network =
    status === 'offline'
      ? t('fieldSync.offline')
      : isServerUnreachable
        ? t('fieldSync.serverUnreachable')
        : t('fieldSync.online');
  const progress =
    status === 'signedOut'
      ? t('fieldSync.signedOut')
      : pending > 0
        ? t('fieldSync.waiting', { count: pending })
        : status === 'sending'
          ? t('fieldSync.sending')
          : t('fieldSync.allSent');
  return (
    <section className="outbox" aria-label={t('fieldSync.label')}>
      <p
        className={`outbox__status outbox__status--${status}${isServerUnreachable ? ' outbox__status--unreachable' : ''}`}
        role="status"
      >
        <span className="outbox__dot" aria-hidden="true" />
        <span className="outbox__network">{network}</span>
        <span className="outbox__pending">{progress}</span>
        {outbox.photo && (
          <span className="outbox__photo">
            {t('fieldSync.photo', {
              number: outbox.photo.number,
              of: outbox.photo.of,
              percent: Math.round(outbox.photo.fraction * 100),
            })}
          </span>
        )}
        {status === 'waiting' && (
          <Button variant="quiet" className="outbox__send" onPress={outbox.retry}>
            {t('fieldSync.sendNow')}
          </Button>
        )}
      </p>
      {refusal && <OutboxRefusalNotice refusal={refusal} outbox={outbox} />}
    </section>
  );
}
