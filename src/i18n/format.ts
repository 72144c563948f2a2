import { intlTags, type Locale } from './locales';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** A date (or ISO string) in the locale's own order; nl-NL: 31-12-2026. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const cacheKey = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTags[locale], options);
    dateFormats.set(cacheKey, format);
  }
  return format.format(date);
}

/** An amount in EUR; nl-NL: € 1.234,56. */
export function formatMoney(amount: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTags[locale], { style: 'currency', currency: 'EUR' });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}
