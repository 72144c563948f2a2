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
 * sent, whether the server answers (the browser's "online" says nothing of it) and when it last confirmed a
 * change. It runs the outbox from the first page on, so what waits is sent on load, when the network returns
 * and after a sign-in again. A change the server refused for good is set aside and shown with what happened
 * and the ways on, while the others are sent; it is never dropped silently.
 */
export default function FieldSync() {
  const { t, formatDate } = useI18n();
  const { user } = useSession();
  const outbox = useOutbox(user?.id ?? null);
  const { status, pending, refusals, server, lastSentAt } = outbox;
  // Online as the browser sees it is not enough: while the server does not answer, saying "online" would mislead.
  const isUnreachable = status !== 'offline' && server === 'unreachable';
  const network =
    status === 'offline'
      ? t('fieldSync.offline')
      : isUnreachable
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
  const tone = refusals.length > 0 ? 'blocked' : status;
  return (
    <section className="outbox" aria-label={t('fieldSync.label')}>
      <p
        className={`outbox__status outbox__status--${tone}${isUnreachable ? ' outbox__status--unreachable' : ''}`}
        role="status"
      >
        <span className="outbox__dot" aria-hidden="true" />
        <span className="outbox__network">{network}</span>
        <span className="outbox__pending">{progress}</span>
        {refusals.length > 0 && (
          <span className="outbox__pending">{t('fieldSync.refusedCount', { count: refusals.length })}</span>
        )}
        {lastSentAt !== null && (
          <span className="outbox__pending">
            {t('fieldSync.lastSent', { time: formatDate(new Date(lastSentAt), { timeStyle: 'short' }) })}
          </span>
        )}
        {isUnreachable && <span className="outbox__help">{t('fieldSync.serverUnreachableHelp')}</span>}
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
      {refusals.map((refusal) => (
        <OutboxRefusalNotice key={refusal.seq} refusal={refusal} outbox={outbox} />
      ))}
    </section>
  );
}
