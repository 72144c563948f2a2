import rosetta from 'rosetta';
import { readLocale, writeLocale } from '../services/locale-store';
import { formatNumber, pluralCategory } from './format';
import { defaultLocale, fallbackLocale, type Locale } from './locales';
import { type Dictionary, nl } from './nl';

export type TranslationParams = Record<string, string | number>;

// Dutch, the default, comes with the first screen; English is loaded when it is first asked for, so a visit
// downloads the texts of one language.
const dictionaries = rosetta<Dictionary>({ nl });
dictionaries.locale('nl');
const loaded = new Set<Locale>(['nl']);
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  nl: async () => nl,
  en: async () => (await import('./en')).en,
};
const listeners = new Set<() => void>();
let current: Locale = defaultLocale;
/** The language last asked for: a slower load of an earlier choice never overrides it. */
let wanted: Locale = current;

/** Loads a language's texts, once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  dictionaries.set(locale, await loaders[locale]());
  loaded.add(locale);
}

/** The language of the last visit, loaded before the first render so no text flashes in the other. */
export async function startLocale(): Promise<void> {
  const remembered = readLocale() ?? defaultLocale;
  await loadLocale(remembered).catch(() => undefined);
  if (loaded.has(remembered)) switchTo(remembered);
}

/**
 * The texts of a lazily loaded area (the inspection wizard, the model viewer), added when its module loads and
 * before anything of it renders, so the first screen's JavaScript does not carry them.
 */
export function addTexts(texts: Record<Locale, object>): void {
  for (const locale of Object.keys(texts) as Locale[]) dictionaries.set(locale, texts[locale] as Dictionary);
}

export const getLocale = (): Locale => current;

function switchTo(locale: Locale): void {
  wanted = locale;
  if (locale === current) return;
  current = locale;
  dictionaries.locale(locale);
  for (const listener of listeners) listener();
}

/**
 * Switches every mounted view at once and keeps the choice for the next visit; a language not loaded yet
 * switches when its texts have arrived (at once when they are there).
 */
export function setLocale(locale: Locale): void {
  wanted = locale;
  writeLocale(locale);
  if (loaded.has(locale)) {
    switchTo(locale);
    return;
  }
  loadLocale(locale).then(
    () => {
      if (wanted === locale) switchTo(locale);
    },
    // Offline or a failed chunk: the page stays in the language it has, and the next choice tries again.
    () => undefined,
  );
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
