import { useI18n } from '../i18n';
import { TitleTrail } from './shared/TitleTrail';
import { EmptyState } from './ui/EmptyState';
import { Link } from './ui/Link';

/** Shown to a signed-in user who lacks the permission a page needs. */
export function NotAuthorized() {
  const { t } = useI18n();
  return (
    <>
      <TitleTrail items={[{ label: t('notAuthorized.title') }]} />
      <EmptyState title={t('notAuthorized.title')} icon="lock" isPage>
        <p>{t('notAuthorized.text')}</p>
        <Link href="/">{t('app.toHome')}</Link>
      </EmptyState>
    </>
  );
}
