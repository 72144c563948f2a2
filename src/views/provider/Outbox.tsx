import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { outbox } from '../../services/provider-settings';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { DataState } from '../ui/DataState';

const tones = { sent: 'success', waiting: 'warning', failed: 'error', kept: 'neutral' } as const;

/**
 * The demo's outbox (/dev/mail), for provider administrators: every mail the portal wrote, newest first, with
 * the link it is about and whether it was sent. Outside demo mode the server has no outbox to show.
 */
export function Outbox() {
  const { t, formatDate } = useI18n();
  const messages = useData(outbox());
  return (
    <>
      <TitleTrail items={[{ label: t('outbox.title') }]} />
      <h1>{t('outbox.title')}</h1>
      {messages.error?.status === 404 ? (
        <Alert tone="info">{t('outbox.unavailable')}</Alert>
      ) : (
        <>
          <p className="lead">{t('outbox.intro')}</p>
          <DataState state={messages} isEmpty={(list) => list.length === 0} empty={t('outbox.none')}>
            {(list) => (
              <ol className="outbox">
                {list.map((message) => (
                  <li key={message.id} className="panel outbox__message">
                    <h2>{message.subject}</h2>
                    <p>
                      <Badge tone={tones[message.status]}>{t(`outbox.status.${message.status}`)}</Badge>
                      {message.error && message.status !== 'sent' && (
                        <span className="muted"> {t('outbox.error', { error: message.error })}</span>
                      )}
                    </p>
                    <p className="muted">
                      {t('outbox.to', { to: message.to })} ·{' '}
                      {formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                      {message.language}
                    </p>
                    {message.attachments.length > 0 && (
                      <p className="muted">
                        {t('outbox.attachments', { files: message.attachments.join(', ') })}
                      </p>
                    )}
                    {message.link && (
                      <p>
                        <a href={message.link}>{message.link}</a>
                      </p>
                    )}
                    <pre className="outbox__text">{message.text}</pre>
                  </li>
                ))}
              </ol>
            )}
          </DataState>
        </>
      )}
    </>
  );
}
