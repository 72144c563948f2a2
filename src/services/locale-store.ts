import { browserLocalStorage, type StorageLike } from './local-storage';

const LOCALE_KEY = 'last-locale';

type StoredLocale = 'nl' | 'en';

export function readLocale(storage: StorageLike | null = browserLocalStorage()): StoredLocale | null {
  const value = storage?.getItem(LOCALE_KEY);
  return value === 'nl' || value === 'en' ? value : null;
}

export function writeLocale(locale: StoredLocale, storage: StorageLike | null = browserLocalStorage()): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // A full or refused storage only costs the choice on the next visit.
  }
}
