import './texts';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { EmailConfirmedNotice } from '../shared/EmailConfirmedNotice';
import { accountChangePath } from '../shared/paths';
import { roleLabel } from '../shared/role-label';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Details } from '../ui/Details';
import { Link } from '../ui/Link';
import { CalendarFeed } from './CalendarFeed';
import { LanguageForm } from './LanguageForm';
import { PasskeySettings } from './PasskeySettings';
import { SecondFactorSettings } from './SecondFactorSettings';
import { SessionsList } from './SessionsList';

/** Account (/account): the signed-in user's own details, the email change waiting for confirmation, the language. */
export function AccountPage() {
  const { t } = useI18n();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <TitleTrail items={[{ label: t('account.title') }]} />
      <h1>{t('account.title')}</h1>
      <p className="lead">{t('account.intro')}</p>
      <EmailConfirmedNotice />
      <div className="panel-stack">
        <section className="panel" aria-labelledby="account-profile">
          <h2 id="account-profile">{t('account.profile')}</h2>
          <Details
            items={[
              { label: t('account.name'), value: user.name },
              { label: t('account.email'), value: user.email },
              { label: t('account.phoneNumber'), value: user.phoneNumber },
              { label: t('account.function'), value: user.function },
              { label: t('account.role'), value: roleLabel(user.role, t) },
            ]}
          />
          {user.pendingEmail && (
            <Alert tone="info">{t('account.pendingEmail', { email: user.pendingEmail })}</Alert>
          )}
          <div className="form__actions">
            <Link variant="button" className="button button--secondary" href={accountChangePath}>
              {t('account.change')}
            </Link>
          </div>
        </section>
        <section className="panel" aria-labelledby="account-language">
          <h2 id="account-language">{t('account.language')}</h2>
          <p>{t('account.languageIntro')}</p>
          {/* Anew when the flag changed the profile's language, so the list shows the one kept. */}
          <LanguageForm key={user.language} profile={user} />
        </section>
        <SecondFactorSettings />
        <PasskeySettings />
        <SessionsList />
        <CalendarFeed />
      </div>
    </>
  );
}
