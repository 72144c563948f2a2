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
          await page.getByRole('button', { name: t.login, exact: true }).click();

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

/**
 * A customer's user turns an authenticator on from the account screen (the QR code's key read from the page,
 * as an app would scan it), keeps the recovery codes, needs a code at the next sign-in, and turns it off.
 */
describe('two-step verification turned on and off on the account screen', () => {
  const words = {
    nl: {
      section: 'Tweestapsverificatie',
      turnOn: 'Tweestapsverificatie aanzetten',
      confirm: 'Aanzetten',
      codes: 'Herstelcodes',
      kept: 'Ik heb de codes bewaard',
      on: /Tweestapsverificatie staat aan\. U heeft nog 10 ongebruikte herstelcodes\./,
      turnOff: 'Tweestapsverificatie uitzetten',
      off: 'Tweestapsverificatie staat uit.',
      password: 'Wachtwoord',
    },
    en: {
      section: 'Two-step verification',
      turnOn: 'Turn on two-step verification',
      confirm: 'Turn on',
      codes: 'Recovery codes',
      kept: 'I have kept the codes',
      on: /Two-step verification is on\. You have 10 unused recovery codes left\./,
      turnOff: 'Turn off two-step verification',
      off: 'Two-step verification is off.',
      password: 'Password',
    },
  } as const;

  it.each([
    ['nl', 375, 'customer.user@demo.example'],
    ['en', 1280, 'customer.admin@demo.example'],
  ] as const)(
    'in %s at %i px (%s)',
    async (locale, width, email) => {
      const w = words[locale];
      const t = texts[locale];
      const context = await portal.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await portal.signIn(page, email, locale);
        await page.goto(`${portal.server.url}/account`);
        const section = page.locator('section', {
          has: page.getByRole('heading', { name: w.section, level: 2 }),
        });
        await section.getByRole('button', { name: w.turnOn }).click();
        const key = (await section.locator('code').first().textContent())!.replace(/\s/g, '');
        await page.screenshot({
          path: `${SCREENSHOTS}/second-factor-enrol-${locale}-${width}.png`,
          fullPage: true,
        });
        const now = Date.now();
        await section.getByLabel(t.code).fill(codeAt(key, now));
        await section.getByRole('button', { name: w.confirm, exact: true }).click();
        await section.getByRole('list', { name: w.codes }).waitFor();
        expect(await section.getByRole('list', { name: w.codes }).getByRole('listitem').count()).toBe(10);
        await page.screenshot({
          path: `${SCREENSHOTS}/second-factor-codes-${locale}-${width}.png`,
          fullPage: true,
        });
        await section.getByRole('button', { name: w.kept }).click();
        await section.getByText(w.on).waitFor();

        // The next sign-in asks for a code (the next step's: the portal takes each code once).
        // On a phone the menu with the logout opens first.
        if (width < 800) await new ShellPage(page).clickOpenMenu();
        await page.getByRole('button', { name: locale === 'nl' ? 'Uitloggen' : 'Logout' }).click();
        await page.getByRole('heading', { name: t.login, level: 1 }).waitFor();
        await page.getByLabel(locale === 'nl' ? 'E-mail' : 'Email', { exact: true }).fill(email);
        await page.getByLabel(w.password, { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: t.login, exact: true }).click();
        await page.getByRole('heading', { name: t.step, level: 2 }).waitFor();
        await page.getByLabel(t.code, { exact: true }).fill(codeAt(key, now + 30_000));
        await page.getByRole('button', { name: t.confirm }).click();
        await new ShellPage(page).seeHeading(/^(Welkom|Welcome), /);

        // Off again, with the password and the code after that one. Signed in anew, the screen speaks the
        // profile's language, whichever the test chose before.
        const either = (key: keyof (typeof words)['nl']) =>
          new RegExp(
            `^(${[words.nl[key], words.en[key]].map((x) => String(x).replace(/[.]/g, '\\.')).join('|')})$`,
          );
        await page.goto(`${portal.server.url}/account`);
        const again = page.locator('section', {
          has: page.getByRole('heading', { name: either('section'), level: 2 }),
        });
        await again.getByRole('button', { name: either('turnOff') }).click();
        await again.getByLabel(either('password')).fill(DEMO_PASSWORD);
        const later = now + 60_000;
        if (Date.now() < later - 30_000)
          await new Promise((resolve) => setTimeout(resolve, later - 30_000 - Date.now() + 500));
        await again.getByLabel(new RegExp(`${texts.nl.code}|${texts.en.code}`)).fill(codeAt(key, later));
        await again.getByRole('button', { name: either('turnOff') }).click();
        await again.getByText(either('off')).waitFor();
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
