import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../src/i18n/store');

/** A store as a new page has it: Dutch only, English not loaded yet (the setup loads it in the shared one). */
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
});
