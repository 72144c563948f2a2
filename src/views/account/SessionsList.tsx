import './texts';
import type { LoginSession } from '../../../contract/sessions';
import { endSessionSchema, noInputSchema } from '../../../contract/sessions';
import { useI18n } from '../../i18n';
import { endOtherSessions, endSession, loginSessions, SESSIONS_KEY } from '../../services/account-security';
import { useData } from '../../services/portal-data/use-data';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { failureText } from '../ui/error-text';
import { useForm } from '../ui/use-form';

const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** "Firefox on Windows", as far as the browser named itself. */
function useSessionName() {
  const { t } = useI18n();
  return (session: LoginSession) => {
    const browser = session.browser ?? t('sessions.unknownBrowser');
    return session.device ? t('sessions.browserOn', { browser, device: session.device }) : browser;
  };
}

function SessionItem({ session }: { session: LoginSession }) {
  const { t, formatDate } = useI18n();
  const nameOf = useSessionName();
  const end = useForm({
    schema: endSessionSchema,
    submit: endSession,
    invalidates: [SESSIONS_KEY],
    successToast: 'sessions.ended',
    failureToast: 'update',
  });
  const name = nameOf(session);
  return (
    <li className="session">
      <div className="session__head">
        <h3 className="session__name">{name}</h3>
        {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
      </div>
      <Details
        items={[
          { label: t('sessions.address'), value: session.address ?? t('sessions.unknownAddress') },
          { label: t('sessions.firstUsed'), value: formatDate(session.firstUsedAt, when) },
          { label: t('sessions.lastUsed'), value: formatDate(session.lastUsedAt, when) },
        ]}
      />
      {!session.current && (
        <div className="form__actions">
          <Button
            variant="secondary"
            aria-label={t('sessions.endLabel', { name })}
            isPending={end.isSubmitting}
            onPress={() => end.submit({ id: session.id })}
          >
            {t('sessions.end')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Where the user is signed in (account screen): each session, ending one, ending all others. */
export function SessionsList() {
  const { t } = useI18n();
  const state = useData(loginSessions());
  const endOthers = useForm({
    schema: noInputSchema,
    submit: endOtherSessions,
    invalidates: [SESSIONS_KEY],
    successToast: 'sessions.othersEnded',
  });
  return (
    <section className="panel" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('sessions.title')}</h2>
      <p>{t('sessions.intro')}</p>
      <DataState state={state} empty={t('sessions.empty')} isEmpty={(data) => data.sessions.length === 0}>
        {({ sessions }) => (
          <>
            <ul className="sessions">
              {sessions.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            {endOthers.failure && <Alert>{failureText('update', endOthers.failure, t)}</Alert>}
            {sessions.some((s) => !s.current) ? (
              <div className="form__actions">
                <Button
                  variant="secondary"
                  isPending={endOthers.isSubmitting}
                  onPress={() => endOthers.submit({})}
                >
                  {t('sessions.endOthers')}
                </Button>
              </div>
            ) : (
              <p className="sessions__none">{t('sessions.noOthers')}</p>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}
