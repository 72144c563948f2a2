import './texts';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { accountPath } from '../shared/paths';
import { TitleTrail } from '../shared/TitleTrail';
import { Link } from '../ui/Link';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** Change account (/account/change): the profile, the email address and the password, each saved on its own. */
export function ChangeAccount() {
  const { t } = useI18n();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <TitleTrail
        items={[{ label: t('account.title'), href: accountPath }, { label: t('account.changeTitle') }]}
      />
      <h1>{t('account.changeTitle')}</h1>
      <p className="lead">{t('account.changeIntro')}</p>
      <div className="panel-stack">
        <section className="panel" aria-labelledby="change-profile">
          <h2 id="change-profile">{t('account.profile')}</h2>
          <ProfileForm profile={user} />
        </section>
        <section className="panel" aria-labelledby="change-email">
          <h2 id="change-email">{t('account.changeEmail')}</h2>
          <p>{t('account.changeEmailIntro')}</p>
          <EmailForm profile={user} />
        </section>
        <section className="panel" aria-labelledby="change-password">
          <h2 id="change-password">{t('account.changePassword')}</h2>
          <p>{t('account.changePasswordIntro')}</p>
          <PasswordForm />
        </section>
      </div>
      <Link href={accountPath}>{t('account.back')}</Link>
    </>
  );
}
