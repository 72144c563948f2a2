import { useMemo, useSyncExternalStore } from 'react';
import { formatDate, formatMoney, formatNumber } from './format';
import type { Locale } from './locales';
import { getLocale, setLocale, subscribeLocale, type TranslationParams, translate } from './store';

export interface I18n {
  locale: Locale;
  t(key: string, params?: TranslationParams): string;
  setLocale(locale: Locale): void;
  formatDate(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  formatMoney(amount: number): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** The current language; a component re-renders when the language changes. */
export function useI18n(): I18n {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return useMemo(
    () => ({
      locale,
      t: (key, params) => translate(key, params, locale),
      setLocale,
      formatDate: (value, options) => formatDate(value, locale, options),
      formatMoney: (amount) => formatMoney(amount, locale),
      formatNumber: (value, options) => formatNumber(value, locale, options),
    }),
    [locale],
  );
}
