import { intlTags, type Locale } from './locales';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

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

/** A number in the locale's own way; nl-NL: 1.234,5 (at most two decimals unless `options` say otherwise). */
export function formatNumber(
  value: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  const cacheKey = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(intlTags[locale], options);
    numberFormats.set(cacheKey, format);
  }
  return format.format(value);
}

/** The plural category of a count in the locale ('one', 'other', ...), the key of its text in a dictionary. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlTags[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
