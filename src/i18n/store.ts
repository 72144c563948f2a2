import rosetta from 'rosetta';
import { readLocale, writeLocale } from '../services/locale-store';
import { en } from './en';
import { defaultLocale, fallbackLocale, type Locale } from './locales';
import { type Dictionary, nl } from './nl';

export type TranslationParams = Record<string, string | number>;

const dictionaries = rosetta<Dictionary>({ nl, en });
const listeners = new Set<() => void>();
let current: Locale = readLocale() ?? defaultLocale;
dictionaries.locale(current);

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

/** A key missing in the current language falls back to English, and then to the key itself. */
export function translate(key: string, params?: TranslationParams, locale: Locale = current): string {
  return dictionaries.t(key, params, locale) || dictionaries.t(key, params, fallbackLocale) || key;
}
