import { type ErrorCode, errorMessages } from '../../contract/errors';
import type { Locale } from './locales';

/** The server's error codes keep their texts in contract/, so both halves say the same thing. */
export const errorTexts = (locale: Locale): Record<ErrorCode, string> =>
  Object.fromEntries(Object.entries(errorMessages).map(([code, texts]) => [code, texts[locale]])) as Record<
    ErrorCode,
    string
  >;
