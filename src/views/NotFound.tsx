import { useI18n } from '../i18n';
import { TitleTrail } from './shared/TitleTrail';
import { EmptyState } from './ui/EmptyState';
import { Link } from './ui/Link';

/** An address inside the portal that no screen answers. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <>
      <TitleTrail items={[]} />
      <EmptyState title={t('app.notFound')}>
        <Link href="/">{t('app.toHome')}</Link>
      </EmptyState>
    </>
  );
}
