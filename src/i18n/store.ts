import rosetta from 'rosetta';
import { readLocale, writeLocale } from '../services/locale-store';
import { en } from './en';
import { formatNumber, pluralCategory } from './format';
import { defaultLocale, fallbackLocale, type Locale } from './locales';
import { type Dictionary, nl } from './nl';

export type TranslationParams = Record<string, string | number>;

const dictionaries = rosetta<Dictionary>({ nl, en });
const listeners = new Set<() => void>();
let current: Locale = readLocale() ?? defaultLocale;
dictionaries.locale(current);

/**
 * The texts of a lazily loaded area (the inspection wizard, the model viewer), added when its module loads and
 * before anything of it renders, so the first screen's JavaScript does not carry them.
 */
export function addTexts(texts: Record<Locale, object>): void {
  for (const locale of Object.keys(texts) as Locale[]) dictionaries.set(locale, texts[locale] as Dictionary);
}

export const getLocale = (): Locale => current;

/** Switches every mounted view at once and keeps the choice for the next visit. */
export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  dictionaries.locale(locale);
  writeLocale(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(key: string, params: TranslationParams | undefined, locale: Locale): string {
  const text: unknown = dictionaries.t(key, params, locale);
  return typeof text === 'string' ? text : '';
}

/**
 * A key missing in the current language falls back to English, and then to the key itself. With a numeric
 * `count`, a key whose text is split by plural category (`{ one: '{{count}} locatie', other: '{{count}}
 * locaties' }`) gives the form the language's plural rules choose, with the count written the locale's way.
 */
export function translate(key: string, params?: TranslationParams, locale: Locale = current): string {
  if (typeof params?.count === 'number') {
    const counted = { ...params, count: formatNumber(params.count, locale) };
    const forms = [`${key}.${pluralCategory(params.count, locale)}`, `${key}.other`];
    for (const form of forms) {
      const text = lookup(form, counted, locale) || lookup(form, counted, fallbackLocale);
      if (text) return text;
    }
  }
  return lookup(key, params, locale) || lookup(key, params, fallbackLocale) || key;
}
