import { useI18n } from '../../i18n';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs';
import { useDocumentTitle } from './document-title';

/** The visible trail of the page, starting at 'service portal', and the same trail as the tab's title. */
export function TitleTrail({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  useDocumentTitle(items.map((item) => item.label));
  return <Breadcrumbs label={t('nav.trail')} items={[{ label: t('app.name'), href: '/' }, ...items]} />;
}
