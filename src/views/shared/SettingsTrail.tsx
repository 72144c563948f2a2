import { useI18n } from '../../i18n';
import type { Crumb } from '../ui/Breadcrumbs';
import { settingsPath } from './paths';
import { TitleTrail } from './TitleTrail';

/** 'service portal / Settings / ...items'; the last item is the page itself and carries no link. */
export function SettingsTrail({ items = [] }: { items?: Crumb[] }) {
  const { t } = useI18n();
  const crumbs: Crumb[] = [{ label: t('settings.title'), href: settingsPath }, ...items];
  const last = crumbs.length - 1;
  return <TitleTrail items={crumbs.map((crumb, i) => (i === last ? { label: crumb.label } : crumb))} />;
}
