import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ShellPage } from './pages/ShellPage';
import { SCREENSHOTS, startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

const portal = startPortal();

const words = {
  nl: {
    email: 'E-mail',
    password: 'Wachtwoord',
    login: 'Inloggen',
    passkeyLogin: 'Inloggen met een passkey',
    add: 'Passkey toevoegen',
    name: 'Naam',
    current: 'Huidig wachtwoord',
    create: 'Passkey maken',
    added: 'De passkey is toegevoegd.',
    notYet: 'nog niet',
    remove: 'Verwijderen',
    removed: 'De passkey is verwijderd.',
    none: 'U heeft nog geen passkeys.',
    logout: 'Uitloggen' as const,
    menu: 'Menu openen',
    wrong: 'Het huidige wachtwoord is onjuist',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    passkeyLogin: 'Sign in with a passkey',
    add: 'Add a passkey',
    name: 'Name',
    current: 'Current password',
    create: 'Make the passkey',
    added: 'The passkey was added.',
    notYet: 'not yet',
    remove: 'Remove',
    removed: 'The passkey was removed.',
    none: 'You have no passkeys yet.',
    logout: 'Logout' as const,
    menu: 'Open menu',
    wrong: 'The current password is incorrect',
  },
};

/** The demo's customer accounts: the admin's profile speaks Dutch, the user's English. */
const accountOf = { nl: 'customer.admin@demo.example', en: 'customer.user@demo.example' };

/**
 * A platform authenticator in the browser itself (DevTools' WebAuthn domain): it keeps discoverable passkeys,
 * verifies the user and says yes to every prompt, as a laptop's fingerprint reader would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  /** The passkeys the browser holds. */
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/**
 * Goal 2 of issue 30, as a customer would: add a passkey on the account screen (a wrong password refused at its
 * field first), sign out, sign in with the passkey alone, then remove it. At a phone's width and a laptop's, in
 * Dutch and English. Passkeys belong to a domain name: the portal is opened at localhost, not at its address.
 */
describe('passkeys', () => {
  for (const width of [375, 1280]) {
    for (const locale of ['nl', 'en'] as const) {
      it(`adds a passkey, signs in with it alone, and removes it (${width} px, ${locale})`, async () => {
        const w = words[locale];
        const base = portal.server.url.replace('127.0.0.1', 'localhost');
        const context = await portal.browser.newContext({ viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          const passkeysInBrowser = await virtualAuthenticator(page);
          await page.goto(`${base}/login`);
          await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
          await page.reload();
          await page.getByLabel(w.email, { exact: true }).fill(accountOf[locale]);
          await page.getByLabel(w.password, { exact: true }).fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: w.login, exact: true }).click();
          await new ShellPage(page).seeHeading(/^(Welkom|Welcome), /);

          await page.goto(`${base}/account`);
          const section = page.locator('section', {
            has: page.getByRole('heading', { name: 'Passkeys', level: 2 }),
          });
          await section.getByText(w.none).waitFor();
          await section.getByRole('button', { name: w.add }).click();
          await section.getByLabel(w.name).fill(`Laptop ${width}`);
          await section.getByLabel(w.current).fill('Not the password 1!');
          await section.getByRole('button', { name: w.create }).click();
          await section.getByText(w.wrong).waitFor();
          await section.getByLabel(w.current).fill(DEMO_PASSWORD);
          await section.getByRole('button', { name: w.create }).click();
          await page.getByText(w.added).first().waitFor();
          await section.getByRole('heading', { name: `Laptop ${width}`, level: 3 }).waitFor();
          await section.getByText(w.notYet).waitFor();
          // A discoverable passkey, in the browser: it signs in without an email typed.
          expect(await passkeysInBrowser()).toEqual([
            expect.objectContaining({ isResidentCredential: true }),
          ]);
          await page.screenshot({
            path: `${SCREENSHOTS}/passkeys-account-${width}-${locale}.png`,
            fullPage: true,
          });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

          // On a phone the menu with the logout opens first.
          if (width < 800) {
            await page.getByRole('button', { name: w.menu }).click();
            await page.getByRole('dialog').getByRole('button', { name: w.logout }).click();
          } else {
            await new ShellPage(page).clickLogout(w.logout);
          }
          await page.getByRole('heading', { name: w.login, level: 1 }).waitFor();
          await page.screenshot({
            path: `${SCREENSHOTS}/passkeys-login-${width}-${locale}.png`,
            fullPage: true,
          });
          await page.getByRole('button', { name: w.passkeyLogin }).click();
          await new ShellPage(page).seeHeading(/^(Welkom|Welcome), /);

          await page.goto(`${base}/account`);
          await section.getByText(w.notYet).waitFor({ state: 'hidden' });
          await section.getByRole('button', { name: `${w.remove}: Laptop ${width}` }).click();
          await section.getByRole('group').getByRole('button', { name: w.remove, exact: true }).click();
          await page.getByText(w.removed).first().waitFor();
          await section.getByText(w.none).waitFor();
        } finally {
          await context.close();
        }
      });
    }
  }
});
