import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useI18n } from './use-i18n';

/**
 * Tells the browser which language the page is in. react-aria hears it from `AriaProviders`, which every screen
 * past the first loads beside itself (decision 023).
 */
export function I18n({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}
