import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDate, formatMoney, formatNumber, useI18n } from '../../src/i18n';
import { getLocale, setLocale, translate } from '../../src/i18n/store';

const plain = (text: string) => text.replace(/\s/g, ' ');

afterEach(() => setLocale('nl'));

describe('i18n', () => {
  it('starts in Dutch', () => {
    expect(getLocale()).toBe('nl');
    expect(translate('nav.noRelations')).toBe('Geen relaties');
  });

  it('fills in parameters', () => {
    expect(translate('auth.login.footer', { provider: 'DBS', year: 2026 })).toBe('Powered by DBS 2026.');
  });

  it('falls back to the key for an unknown text', () => {
    expect(translate('nav.nothingHere')).toBe('nav.nothingHere');
  });

  it('switches live and remembers the language in local storage', () => {
    const { result } = renderHook(() => useI18n());
    expect(result.current.t('nav.chooseCustomer')).toBe('Kies klant');
    act(() => result.current.setLocale('en'));
    expect(result.current.locale).toBe('en');
    expect(result.current.t('nav.chooseCustomer')).toBe('Choose customer');
    expect(localStorage.getItem('last-locale')).toBe('en');
  });

  it('formats EUR the Dutch way', () => {
    expect(plain(formatMoney(1234.56, 'nl'))).toBe('€ 1.234,56');
    expect(plain(formatMoney(1234.56, 'en'))).toBe('€1,234.56');
  });

  it('formats dates day first', () => {
    expect(formatDate('2026-03-07T12:00:00Z', 'nl')).toBe('07-03-2026');
    expect(formatDate('2026-03-07T12:00:00Z', 'en')).toBe('07/03/2026');
    expect(formatDate('not a date', 'nl')).toBe('');
  });

  it('writes decimals with a comma in Dutch and a point in English', () => {
    expect(formatNumber(1.75, 'nl')).toBe('1,75');
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(formatNumber(1.75, 'en')).toBe('1.75');
    expect(translate('jobOrder.hours', { count: 1.75 }, 'nl')).toBe('1,75 uur');
    expect(translate('jobOrder.hours', { count: 1.75 }, 'en')).toBe('1.75 hours');
  });

  it('chooses the plural form by the count', () => {
    expect(translate('home.locationCount', { count: 1 }, 'nl')).toBe('1 locatie');
    expect(translate('home.locationCount', { count: 5 }, 'nl')).toBe('5 locaties');
    expect(translate('home.locationCount', { count: 0 }, 'nl')).toBe('0 locaties');
    expect(translate('home.locationCount', { count: 1 }, 'en')).toBe('1 location');
    expect(translate('home.locationCount', { count: 1200 }, 'en')).toBe('1,200 locations');
    expect(translate('object.openFailures', { count: 1 }, 'en')).toBe('1 open failure');
  });

  it('starts the week on Monday in Dutch', () => {
    expect(firstDayOfWeek.nl).toBe('mon');
  });
});
