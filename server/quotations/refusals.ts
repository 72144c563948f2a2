import { quotationMessages } from '../../contract/quotation-approval';
import type { QuotationStatus } from '../../contract/quotations';
import { HttpError, type Language } from '../errors';
import { wordOf } from '../exports/words';

export const when = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

/** Someone decided first: who, what and when, in the caller's words. */
export const alreadyDecided = (decision: 'accepted' | 'declined', by: string, at: Date) =>
  new HttpError(409, 'quotationAlreadyDecided', {}, undefined, {
    details: { decision, by, at: at.toISOString() },
    words: {
      nl: { decision: decision === 'accepted' ? 'geaccepteerd' : 'afgewezen', by, at: when('nl', at) },
      en: { decision: decision === 'accepted' ? 'accepted' : 'rejected', by, at: when('en', at) },
    },
  });

export const stale = (version: number) =>
  new HttpError(409, 'quotationVersionStale', {}, undefined, {
    details: { version },
    words: { nl: { version: String(version) }, en: { version: String(version) } },
  });

export const expired = (validUntil: string) =>
  new HttpError(409, 'quotationExpired', {}, undefined, {
    details: { validUntil },
    words: {
      nl: {
        date: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(validUntil),
        ),
      },
      en: {
        date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(validUntil),
        ),
      },
    },
  });

/** The quotation is no longer open: its status in the caller's words, as its page shows it. */
export const notOpen = (status: QuotationStatus) =>
  new HttpError(409, 'quotationNotOpen', {}, undefined, {
    details: { status },
    words: { nl: { status: wordOf('quotationStatus', status, 'nl')! }, en: { status } },
  });

export const signatureRefused = () =>
  new HttpError(400, 'invalidInput', {}, [
    { path: 'body.signature', message: quotationMessages.signatureInvalid },
  ]);
