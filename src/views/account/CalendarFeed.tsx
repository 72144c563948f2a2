import './texts';
import { noInputSchema } from '../../../contract/sessions';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import {
  CALENDAR_FEED_KEY,
  calendarFeedStatus,
  makeCalendarFeed,
  removeCalendarFeed,
} from '../../services/account-security';
import { useData } from '../../services/portal-data/use-data';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { failureText } from '../ui/error-text';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/toast-queue';
import { useForm } from '../ui/use-form';

const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The address just made, told this once: to copy into a calendar app. */
function NewAddress({ url }: { url: string }) {
  const { t } = useI18n();
  const copy = () =>
    navigator.clipboard
      ?.writeText(url)
      .then(() => showToast('calendarFeed.copied'))
      .catch(() => showToast('calendarFeed.copyFailed', 'error')) ??
    showToast('calendarFeed.copyFailed', 'error');
  return (
    <div className="calendar-feed__new">
      <Alert tone="success">{t('calendarFeed.made')}</Alert>
      <TextField
        label={t('calendarFeed.urlLabel')}
        description={t('calendarFeed.urlHint')}
        value={url}
        isReadOnly
      />
      <div className="form__actions">
        <Button variant="secondary" onPress={copy}>
          {t('calendarFeed.copy')}
        </Button>
      </div>
      <p className="calendar-feed__how">{t('calendarFeed.howTo')}</p>
    </div>
  );
}

/** The personal calendar address (account screen): made, renewed (the old one stops) or removed. */
export function CalendarFeed() {
  const { t, formatDate } = useI18n();
  const { user } = useSession();
  const state = useData(calendarFeedStatus());
  const make = useForm({ schema: noInputSchema, submit: makeCalendarFeed, invalidates: [CALENDAR_FEED_KEY] });
  const remove = useForm({
    schema: noInputSchema,
    submit: removeCalendarFeed,
    invalidates: [CALENDAR_FEED_KEY],
    successToast: 'calendarFeed.removed',
    afterwards: () => make.reset(),
  });
  const ownWork = user?.permissions['Users.MyAppointments'] === true;
  const failure = make.failure ?? remove.failure;
  return (
    <section className="panel" aria-labelledby="account-calendar-feed">
      <h2 id="account-calendar-feed">{t('calendarFeed.title')}</h2>
      <p>
        {t('calendarFeed.intro')} {t(ownWork ? 'calendarFeed.introEngineer' : 'calendarFeed.introCustomer')}
      </p>
      <DataState state={state}>
        {(feed) => (
          <>
            {make.result && feed.active && <NewAddress url={make.result.url} />}
            {feed.active && feed.createdAt ? (
              <>
                <p>{t('calendarFeed.madeOn', { date: formatDate(feed.createdAt, when) })}</p>
                <p>
                  {feed.lastFetchedAt
                    ? t('calendarFeed.lastRead', { date: formatDate(feed.lastFetchedAt, when) })
                    : t('calendarFeed.notReadYet')}
                </p>
                <p className="field__description">{t('calendarFeed.renewHint')}</p>
              </>
            ) : (
              <p>{t('calendarFeed.none')}</p>
            )}
            {failure && <Alert>{failureText('update', failure, t)}</Alert>}
            <div className="form__actions">
              <Button
                variant={feed.active ? 'secondary' : 'primary'}
                isPending={make.isSubmitting}
                onPress={() => make.submit({})}
              >
                {t(feed.active ? 'calendarFeed.renew' : 'calendarFeed.make')}
              </Button>
              {feed.active && (
                <Button variant="quiet" isPending={remove.isSubmitting} onPress={() => remove.submit({})}>
                  {t('calendarFeed.remove')}
                </Button>
              )}
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
