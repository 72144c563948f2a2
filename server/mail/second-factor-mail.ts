import type { FastifyInstance } from 'fastify';
import type { Language } from '../errors';
import { type AccountHolder, momentOf, sendAccountMail } from './account-mails';
import { compose, greeting } from './templates';

/** What changed about an account's second factor. */
export type SecondFactorChange =
  | 'totpEnabled'
  | 'totpDisabled'
  | 'recoveryCodesRenewed'
  | 'recoveryCodeUsed'
  | 'passkeyAdded'
  | 'passkeyRemoved';

const changeText: Record<Language, Record<SecondFactorChange, string>> = {
  nl: {
    totpEnabled: 'is een authenticator-app als tweede factor ingesteld',
    totpDisabled: 'is de authenticator-app als tweede factor uitgeschakeld',
    recoveryCodesRenewed: 'zijn nieuwe herstelcodes gemaakt; de oude werken niet meer',
    recoveryCodeUsed: 'is met een herstelcode ingelogd',
    passkeyAdded: 'is een passkey toegevoegd',
    passkeyRemoved: 'is een passkey verwijderd',
  },
  en: {
    totpEnabled: 'an authenticator app was set up as second factor',
    totpDisabled: 'the authenticator app was turned off as second factor',
    recoveryCodesRenewed: 'new recovery codes were made; the old ones no longer work',
    recoveryCodeUsed: 'someone signed in with a recovery code',
    passkeyAdded: 'a passkey was added',
    passkeyRemoved: 'a passkey was removed',
  },
};

/** The mail about a change to the second factor of an account. */
export function secondFactorChangedMail(
  language: Language,
  link: string,
  name: string,
  change: SecondFactorChange,
  at: Date,
) {
  const when = momentOf(language, at);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'De tweede factor van uw account is gewijzigd',
          greeting: greeting(language, name),
          intro: [
            `Op ${when} ${changeText.nl[change]}.`,
            'Was u dit zelf? Dan hoeft u niets te doen. Was u het niet? Kies dan meteen een nieuw wachtwoord en bekijk op uw accountpagina waar u bent ingelogd:',
          ],
          button: 'Naar mijn account',
          outro: [],
        }
      : {
          subject: 'The second factor of your account was changed',
          greeting: greeting(language, name),
          intro: [
            `On ${when}, ${changeText.en[change]}.`,
            'Was this you? Then there is nothing you need to do. Was it not? Then choose a new password right away and check on your account page where you are signed in:',
          ],
          button: 'Go to my account',
          outro: [],
        },
  );
}

/**
 * Tells the account holder, in their language, that their second factor changed. Call it after the change is
 * stored; a mail that cannot be kept is logged and does not undo the change.
 */
export function sendSecondFactorChangedMail(
  app: FastifyInstance,
  holder: AccountHolder,
  change: SecondFactorChange,
  at = new Date(),
): Promise<void> {
  return sendAccountMail(app, holder, (language, link) =>
    secondFactorChangedMail(language, link, holder.name, change, at),
  );
}
