import { useI18n } from '../../i18n';
import type { LiveActor } from '../../machines/models/live';
import { jsonText } from './json-text';
import { stateText } from './state-text';

/**
 * The actors of this machine running in this tab: where each is, the latest events it received and its
 * context. Everything shown was redacted when it was taken from the actor.
 */
export function LiveActors({ actors }: { actors: LiveActor[] }) {
  const { t, formatDate } = useI18n();
  return (
    <section className="models__live" aria-labelledby="live-title">
      <h3 id="live-title">{t('models.live.title')}</h3>
      {actors.length === 0 && <p className="muted">{t('models.live.none')}</p>}
      {actors.map((actor) => (
        <article
          key={actor.sessionId}
          className="panel models__actor"
          aria-label={t('models.live.actor', { id: actor.id })}
        >
          <h4>{t('models.live.actor', { id: actor.id })}</h4>
          <p>
            {t('models.live.state')}: <code data-live-state>{stateText(actor.value)}</code>
          </p>
          <h5>{t('models.live.events')}</h5>
          {actor.events.length === 0 ? (
            <p className="muted">{t('models.live.noEvents')}</p>
          ) : (
            <ol className="models__events">
              {actor.events.map((event) => (
                <li key={event.seq}>
                  <span className="muted">{formatDate(new Date(event.at), { timeStyle: 'medium' })}</span>{' '}
                  <code>{event.type}</code>
                  {event.payload !== null && <pre className="models__json">{jsonText(event.payload)}</pre>}
                </li>
              ))}
            </ol>
          )}
          <h5>{t('models.live.context')}</h5>
          <pre className="models__json">{jsonText(actor.context)}</pre>
        </article>
      ))}
    </section>
  );
}
