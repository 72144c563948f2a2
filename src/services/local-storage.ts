/** The part of the Web Storage API the stores use, so tests can hand in their own. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's local storage, or null where there is none (node) or it is refused (some privacy modes throw). */
export function browserLocalStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
