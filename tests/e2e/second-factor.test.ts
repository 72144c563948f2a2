import { describe, expect, it } from 'vitest';
import { codeAt } from '../../server/identity/totp';
import { demoAuthenticatorSecret } from '../../server/seed/accounts';
import { ShellPage } from './pages/ShellPage';
import { SCREENSHOTS, startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

const portal = startPortal();

const texts = {
  nl: {
    login: 'Inloggen',
    step: 'Tweestapsverificatie',
    code: 'Code uit de app',
    confirm: 'Bevestigen',
    recovery: 'Een herstelcode gebruiken',
    recoveryField: 'Herstelcode',
    wrong: 'Deze code is onjuist of al gebruikt. Wacht op de volgende code en probeer het opnieuw.',
  },
  en: {
    login: 'Login',
    step: 'Two-step verification',
    code: 'Code from the app',
    confirm: 'Confirm',
    recovery: 'Use a recovery code',
    recoveryField: 'Recovery code',
    wrong: 'This code is incorrect or was used already. Wait for the next code and try again.',
  },
};

/**
 * The demo's provider administrator signs in with the password, then the code of the authenticator whose
 * secret the demo prints: a wrong code is refused with the exact text, a recovery code can be chosen instead,
 * and the right code lands on home. At a phone's width and a laptop's, in Dutch and English.
 */
describe('signing in with a second factor', () => {
  const email = 'provider.admin@demo.example';
  let step = Math.floor(Date.now() / 30_000) - 1;
  for (const width of [375, 1280]) {
    for (const locale of ['nl', 'en'] as const) {
      it(`asks the code after the password, refuses a wrong one, and signs in (${width} px, ${locale})`, async () => {
        const t = texts[locale];
        const context = await portal.browser.newContext({ viewport: { width, height: 800 } });
        try {
          const page = await context.newPage();
          await page.goto(`${portal.server.url}/login`);
          await page.evaluate((locale) => localStorage.setItem('last-locale', locale), locale);
          await page.reload();
          await page.getByRole('heading', { name: t.login, level: 1 }).waitFor();
          await page.getByLabel(locale === 'nl' ? 'E-mail' : 'Email', { exact: true }).fill(email);
          await page
            .getByLabel(locale === 'nl' ? 'Wachtwoord' : 'Password', { exact: true })
            .fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: t.login }).click();

          await page.getByRole('heading', { name: t.step, level: 2 }).waitFor();
          const code = page.getByLabel(t.code, { exact: true });
          await code.fill('000000');
          await page.getByRole('button', { name: t.confirm }).click();
          const alert = page.getByRole('alert');
          await alert.waitFor();
          expect((await alert.textContent())?.trim()).toBe(t.wrong);
          expect(await code.inputValue()).toBe('');
          await page.screenshot({
            path: `${SCREENSHOTS}/second-factor-code-${width}-${locale}.png`,
            fullPage: true,
          });
          // No sideways scroll at a phone's width.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

          await page.getByRole('button', { name: t.recovery }).click();
          await page.getByLabel(t.recoveryField, { exact: true }).waitFor();
          await page
            .getByRole('button', {
              name: locale === 'nl' ? 'Een code uit de app gebruiken' : 'Use a code from the app',
            })
            .click();

          // Each sign-in of this file uses the next step's code: the portal takes a code once.
          step = Math.max(step + 1, Math.floor(Date.now() / 30_000) - 1);
          if (step > Math.floor(Date.now() / 30_000) + 1)
            await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500));
          await code.fill(codeAt(demoAuthenticatorSecret(email), step * 30_000 + 1000));
          await page.getByRole('button', { name: t.confirm }).click();
          // Signed in, the app speaks the profile's language (Dutch for this account).
          await new ShellPage(page).seeHeading(/^(Welkom|Welcome), /);
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
