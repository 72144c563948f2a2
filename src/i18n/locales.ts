export const locales = ['nl', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl';
export const fallbackLocale: Locale = 'en';

/** The Intl tag per locale; British English keeps day-month order and a week that starts on Monday. */
export const intlTags: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/** For date pickers (react-aria's `firstDayOfWeek`): the week starts on Monday in Dutch, and in en-GB as well. */
export const firstDayOfWeek: Record<Locale, 'mon' | 'sun'> = { nl: 'mon', en: 'mon' };
