import rosetta from 'rosetta';
import { readLocale, writeLocale } from '../services/locale-store';
import { failedPartNl } from './failed-part.nl';
import { formatNumber, pluralCategory } from './format';
import { defaultLocale, fallbackLocale, type Locale } from './locales';
import type { Dictionary } from './nl';
import { protectionNl } from './protection.nl';
import { signInNl } from './sign-in.nl';

export type TranslationParams = Record<string, string | number>;

// The first screen comes with the Dutch texts it needs (sign-in, the protections, the page of a failed part);
// the rest of Dutch loads with the first screen after it, and English, in one file, when first asked for (018).
const dictionaries = rosetta<Partial<Dictionary>>({ nl: { ...signInNl, ...protectionNl, ...failedPartNl } });
dictionaries.locale('nl');
/** The languages whose every text is there. */
const complete = new Set<Locale>();
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  nl: async () => (await import('./nl')).nl,
  en: async () => (await import('./en')).en,
};
const listeners = new Set<() => void>();
let current: Locale = defaultLocale;
/** The language last asked for: a slower load of an earlier choice never overrides it. */
let wanted: Locale = current;
/** Whether a screen past the first one has been opened: from then on a language is used only when complete. */
let everyScreen = false;

/** Loads every text of a language, once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (complete.has(locale)) return;
  dictionaries.set(locale, await loaders[locale]());
  complete.add(locale);
}

/** Whether a language can be shown now: complete, or Dutch while only the first screen has been open. */
const usable = (locale: Locale) => complete.has(locale) || (locale === 'nl' && !everyScreen);

/**
 * Every text of the language shown, before a lazily loaded screen renders (the screen's module waits for it,
 * loading beside it). A failed load leaves the missing texts to the English fallback or their keys.
 */
export async function loadEveryText(): Promise<void> {
  everyScreen = true;
  await Promise.all(
    [...new Set([current, wanted])].map((locale) => loadLocale(locale).catch(() => undefined)),
  );
}

/** The language of the last visit, loaded before the first render so no text flashes in the other. */
export async function startLocale(): Promise<void> {
  const remembered = readLocale() ?? defaultLocale;
  if (!usable(remembered)) await loadLocale(remembered).catch(() => undefined);
  if (usable(remembered)) switchTo(remembered);
}

/**
 * The texts of a lazily loaded area (the inspection wizard, the model viewer), added when its module loads and
 * before anything of it renders, so the first screen's JavaScript does not carry them.
 */
export function addTexts(texts: Record<Locale, object>): void {
  for (const locale of Object.keys(texts) as Locale[])
    dictionaries.set(locale, texts[locale] as Partial<Dictionary>);
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
  if (usable(locale)) {
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
