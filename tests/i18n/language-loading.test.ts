import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../src/i18n/store');

/** A store as a new page has it: the first screen's Dutch only (the setup loads every text in the shared one). */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('../../src/i18n/store');
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the texts of a language', () => {
  it('are loaded when English is first chosen, and the page switches once they are there', async () => {
    const store = await freshStore();
    const seen: string[] = [];
    store.subscribeLocale(() => seen.push(store.getLocale()));
    store.setLocale('en');
    expect(store.getLocale()).toBe('nl');
    await vi.waitFor(() => expect(store.getLocale()).toBe('en'));
    expect(store.translate('nav.chooseCustomer')).toBe('Choose customer');
    expect(seen).toEqual(['en']);
    expect(localStorage.getItem('last-locale')).toBe('en');
  });

  it('never override a later choice when they arrive', async () => {
    const store = await freshStore();
    store.setLocale('en');
    store.setLocale('nl');
    await store.loadLocale('en');
    await Promise.resolve();
    expect(store.getLocale()).toBe('nl');
    expect(localStorage.getItem('last-locale')).toBe('nl');
  });

  it('of the last visit are there before the first render', async () => {
    localStorage.setItem('last-locale', 'en');
    const store = await freshStore();
    expect(store.getLocale()).toBe('nl');
    await store.startLocale();
    expect(store.getLocale()).toBe('en');
    expect(store.translate('nav.chooseCustomer')).toBe('Choose customer');
  });

  it('of Dutch past the first screen load with the first screen after it', async () => {
    const store = await freshStore();
    expect(store.translate('auth.login.title')).toBe('Inloggen');
    // Not on the first screen: neither Dutch nor the English fallback is there yet, only the key.
    expect(store.translate('notAuthorized.title')).toBe('notAuthorized.title');
    await store.loadEveryText();
    expect(store.translate('notAuthorized.title')).toBe('Geen toegang');
  });

  it('past the first screen, show a language once all its texts are there', async () => {
    localStorage.setItem('last-locale', 'en');
    const store = await freshStore();
    await store.startLocale();
    await store.loadEveryText();
    store.setLocale('nl');
    // Only the first screen's Dutch is there: the page stays English until the rest has arrived.
    expect(store.getLocale()).toBe('en');
    await vi.waitFor(() => expect(store.getLocale()).toBe('nl'));
    expect(store.translate('notAuthorized.title')).toBe('Geen toegang');
  });
});
