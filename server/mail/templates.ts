import { ACTIVATION_CODE_TTL_S, EMAIL_CODE_TTL_S, RESET_CODE_TTL_S } from '../identity/codes';

type Language = 'nl' | 'en';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about. */
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const validFor = (language: Language, seconds: number) => {
  const hours = Math.round(seconds / 3600);
  if (hours % 24 === 0) {
    const days = hours / 24;
    return language === 'nl'
      ? `${days} ${days === 1 ? 'dag' : 'dagen'}`
      : `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return language === 'nl' ? `${hours} uur` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
};

export const greeting = (language: Language, name?: string) =>
  language === 'nl' ? (name ? `Beste ${name},` : 'Hallo,') : name ? `Dear ${name},` : 'Hello,';

const signOff = (language: Language) =>
  language === 'nl' ? 'Met vriendelijke groet,\nHet serviceportaal' : 'Kind regards,\nThe service portal';

export interface Parts {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: string[];
  button: string;
  /** Paragraphs after the link. */
  outro: string[];
}

/** One layout for every message: the same words as plain text and as simple HTML. */
export function compose(language: Language, link: string, parts: Parts): MailContent {
  const text = [parts.greeting, ...parts.intro, link, ...parts.outro, signOff(language)].join('\n\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Rubik,Arial,sans-serif;color:#1d2433;line-height:1.5;max-width:36rem;margin:0 auto;padding:1.5rem">
${paragraph(parts.greeting)}
${parts.intro.map(paragraph).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f5fa8;color:#fff;padding:.6rem 1.2rem;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>
<p style="font-size:.9em;color:#556">${language === 'nl' ? 'Werkt de knop niet? Kopieer dan deze link in uw browser:' : 'Button not working? Copy this link into your browser:'}<br>${escapeHtml(link)}</p>
${parts.outro.map(paragraph).join('\n')}
${paragraph(signOff(language))}
</body></html>`;
  return { subject: parts.subject, text, html, link };
}

export function resetPasswordMail(language: Language, { link, name }: { link: string; name?: string }) {
  const valid = validFor(language, RESET_CODE_TTL_S);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Wachtwoord herstellen',
          greeting: greeting(language, name),
          intro: [
            'U heeft gevraagd om uw wachtwoord te herstellen. Via deze link kiest u een nieuw wachtwoord:',
          ],
          button: 'Nieuw wachtwoord kiezen',
          outro: [
            `De link is ${valid} geldig en werkt één keer.`,
            'Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.',
          ],
        }
      : {
          subject: 'Reset your password',
          greeting: greeting(language, name),
          intro: ['You asked to reset your password. Use this link to choose a new one:'],
          button: 'Choose a new password',
          outro: [
            `The link is valid for ${valid} and works once.`,
            'Did not ask for this? Then you can ignore this email; your password stays the same.',
          ],
        },
  );
}

export function confirmEmailMail(
  language: Language,
  { link, name, newEmail }: { link: string; name?: string; newEmail: string },
) {
  const valid = validFor(language, EMAIL_CODE_TTL_S);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Bevestig uw nieuwe e-mailadres',
          greeting: greeting(language, name),
          intro: [`U wilt voortaan inloggen met ${newEmail}. Bevestig via deze link dat dit adres van u is:`],
          button: 'E-mailadres bevestigen',
          outro: [
            `Tot u bevestigt, logt u in met uw huidige e-mailadres. De link is ${valid} geldig.`,
            'Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; er verandert niets.',
          ],
        }
      : {
          subject: 'Confirm your new email address',
          greeting: greeting(language, name),
          intro: [
            `You want to sign in with ${newEmail} from now on. Use this link to confirm this address is yours:`,
          ],
          button: 'Confirm email address',
          outro: [
            `Until you confirm, you sign in with your current email address. The link is valid for ${valid}.`,
            'Did not ask for this? Then you can ignore this email; nothing changes.',
          ],
        },
  );
}

/**
 * To the address being replaced, at once: whoever holds the mailbox learns of a change they may not have asked
 * for while the old address is still the login, and can stop it by choosing a new password.
 */
export function emailChangeWarningMail(
  language: Language,
  { link, name, newEmail }: { link: string; name?: string; newEmail: string },
) {
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Uw e-mailadres wordt gewijzigd',
          greeting: greeting(language, name),
          intro: [
            `Er is gevraagd om voortaan in te loggen met ${newEmail} in plaats van dit adres. De wijziging gaat in zodra de link in de e-mail aan ${newEmail} is gevolgd; tot dan logt u in met dit adres.`,
            'Heeft u dit niet zelf gevraagd? Kies dan meteen een nieuw wachtwoord:',
          ],
          button: 'Nieuw wachtwoord kiezen',
          outro: ['Heeft u het wel zelf gevraagd? Dan hoeft u niets te doen.'],
        }
      : {
          subject: 'Your email address is being changed',
          greeting: greeting(language, name),
          intro: [
            `Someone asked to sign in with ${newEmail} from now on instead of this address. The change takes effect once the link in the email to ${newEmail} is followed; until then you sign in with this address.`,
            'Did not ask for this? Then choose a new password right away:',
          ],
          button: 'Choose a new password',
          outro: ['Did ask for it? Then there is nothing you need to do.'],
        },
  );
}

export function invitationMail(
  language: Language,
  { link, invitedByName, relationNames }: { link: string; invitedByName: string; relationNames: string[] },
) {
  const valid = validFor(language, ACTIVATION_CODE_TTL_S);
  const relations = new Intl.ListFormat(language, { type: 'conjunction' }).format(relationNames);
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: 'Uitnodiging voor het serviceportaal',
          greeting: greeting(language),
          intro: [
            `${invitedByName} nodigt u uit voor het serviceportaal${relations ? ` van ${relations}` : ''}. Daarin ziet u uw locaties, installaties, contracten, orders, facturen en afspraken, en meldt u storingen.`,
            'Via deze link activeert u uw account en kiest u een wachtwoord:',
          ],
          button: 'Account activeren',
          outro: [
            `De link is ${valid} geldig. Is hij verlopen? Vraag dan uw contactpersoon om een nieuwe uitnodiging.`,
          ],
        }
      : {
          subject: 'Invitation to the service portal',
          greeting: greeting(language),
          intro: [
            `${invitedByName} invites you to the service portal${relations ? ` for ${relations}` : ''}. There you see your locations, gates, contracts, orders, invoices and appointments, and report failures.`,
            'Use this link to activate your account and choose a password:',
          ],
          button: 'Activate account',
          outro: [
            `The link is valid for ${valid}. Has it expired? Then ask your contact for a new invitation.`,
          ],
        },
  );
}

/** To an account that exists already and was just added to another customer: no activation, only the news. */
export function accessGrantedMail(
  language: Language,
  {
    link,
    grantedByName,
    relationName,
    name,
  }: { link: string; grantedByName: string; relationName: string; name?: string },
) {
  return compose(
    language,
    link,
    language === 'nl'
      ? {
          subject: `U heeft nu toegang tot ${relationName}`,
          greeting: greeting(language, name),
          intro: [
            `${grantedByName} heeft u toegang gegeven tot ${relationName} in het serviceportaal. U logt in met uw bestaande account; de locaties, installaties en documenten van ${relationName} staan er nu bij.`,
          ],
          button: 'Naar het serviceportaal',
          outro: ['Hoort u niet bij deze klant? Laat het dan uw contactpersoon weten.'],
        }
      : {
          subject: `You now have access to ${relationName}`,
          greeting: greeting(language, name),
          intro: [
            `${grantedByName} has given you access to ${relationName} in the service portal. You sign in with your existing account; the locations, gates and documents of ${relationName} are now there too.`,
          ],
          button: 'Go to the service portal',
          outro: ['Do you not belong to this customer? Then please tell your contact.'],
        },
  );
}
