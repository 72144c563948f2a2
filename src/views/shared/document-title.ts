import { useEffect } from 'react';
import { useI18n } from '../../i18n';

/** Sets the browser tab's title: 'service portal / part / part'. */
export function useDocumentTitle(parts: string[]): void {
  const { t } = useI18n();
  const title = [t('app.name'), ...parts].join(' / ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
