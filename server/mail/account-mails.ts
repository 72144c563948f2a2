import type { FastifyInstance } from 'fastify';
import type { Language } from '../errors';
import { describeUserAgent } from '../identity/user-agent';
import { compose, greeting, type MailContent } from './templates';

/** Who an account mail goes to: the account's own address, in its own language. */
export interface AccountHolder {
  email: string;
  name: string;
  language: string;
}

const tag = (language: Language) => (language === 'nl' ? 'nl-NL' : 'en-GB');

export const momentOf = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(tag(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

export const languageOf = (holder: AccountHolder): Language => (holder.language === 'en' ? 'en' : 'nl');

/** The account screen, where sessions are ended and the password changed. */
export const accountLink = (publicUrl: string) => `${publicUrl}/account`;

/**
 * Sends an account notice. It is news, not the action: a mail that cannot be kept is logged and the action
 * the user took still stands.
 */
export async function sendAccountMail(
  app: FastifyInstance,
  holder: AccountHolder,
  content: (language: Language, link: string) => MailContent,
): Promise<void> {
  const language = languageOf(holder);
  try {
    await app.mailer.send({
      to: holder.email,
      language,
      ...content(language, accountLink(app.config.publicUrl)),
    });
  } catch (error) {
    app.log.error({ err: error }, 'mailing an account notice failed');
  }
}

const browserText = (language: Language, userAgent: string) => {
  const { browser, device } = describeUserAgent(userAgent);
  const unknown = language === 'nl' ? 'een onbekende browser' : 'an unknown browser';
  if (!browser) return device ? `${unknown} (${device})` : unknown;
  return device ? `${browser} ${language === 'nl' ? 'op' : 'on'} ${device}` : browser;
};

export interface NewDeviceFacts {
  userAgent: string;
  address: string;
  at: Date;
}

/** A sign-in from a browser that never signed in to this account before (no device cookie of it). */
export function newDeviceMail(language: Language, link: string, name: string, facts: NewDeviceFacts) {
  const where = browserText(language, facts.userAgent);
  const when = momentOf(language, facts.at);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Nieuwe aanmelding op uw account',
          greeting: greeting(language, name),
          intro: [
            `Er is op ${when} ingelogd op uw account vanaf een apparaat dat wij nog niet kenden: ${where}, adres ${facts.address}.`,
            'Was u dit zelf? Dan hoeft u niets te doen. Was u het niet? Beëindig die sessie dan op uw accountpagina en kies meteen een nieuw wachtwoord:',
          ],
          button: 'Naar mijn account',
          outro: [],
        }
      : {
          subject: 'New sign-in to your account',
          greeting: greeting(language, name),
          intro: [
            `Someone signed in to your account on ${when} from a device we did not know yet: ${where}, address ${facts.address}.`,
            'Was this you? Then there is nothing you need to do. Was it not? Then end that session on your account page and choose a new password right away:',
          ],
          button: 'Go to my account',
          outro: [],
        },
  );
}

/** The password was changed while signed in; every other session has ended. */
export function passwordChangedMail(language: Language, link: string, name: string, at: Date) {
  const when = momentOf(language, at);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Uw wachtwoord is gewijzigd',
          greeting: greeting(language, name),
          intro: [
            `Het wachtwoord van uw account is op ${when} gewijzigd. Op uw andere apparaten bent u daarbij uitgelogd.`,
            'Was u dit zelf? Dan hoeft u niets te doen. Was u het niet? Herstel dan meteen uw wachtwoord via "Wachtwoord vergeten" op het inlogscherm, en bekijk waar u bent ingelogd:',
          ],
          button: 'Naar mijn account',
          outro: [],
        }
      : {
          subject: 'Your password was changed',
          greeting: greeting(language, name),
          intro: [
            `The password of your account was changed on ${when}. Your other devices were signed out.`,
            'Was this you? Then there is nothing you need to do. Was it not? Then reset your password right away with "Forgot password" on the sign-in screen, and check where you are signed in:',
          ],
          button: 'Go to my account',
          outro: [],
        },
  );
}
