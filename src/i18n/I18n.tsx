import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { intlTags } from './locales';
import { useI18n } from './use-i18n';

/** Gives react-aria the same language as our texts and tells the browser which language the page is in. */
export function I18n({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nProvider locale={intlTags[locale]}>{children}</I18nProvider>;
}
