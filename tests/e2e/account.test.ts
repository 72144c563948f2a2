import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from './pages/AccountPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

const portal = startPortal();
const contexts: BrowserContext[] = [];

/** A browser of its own (a device), signed in as this demo account, on its account screen. */
async function device(email: string, viewport = { width: 1280, height: 900 }) {
  const context = await portal.browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await portal.signIn(page, email);
  return {
    page,
    account: new AccountPage(page, portal.server.url),
    login: new LoginPage(page, portal.server.url),
  };
}

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

describe('the account screens', () => {
  it('customer.admin changes name and phone, and the menu shows the new name', async () => {
    const { page, account } = await device('customer.admin@demo.example');
    await account.open('/account/change');
    await account.fill('Profiel', 'Naam', 'Sophie de Wit');
    await account.fill('Profiel', 'Telefoonnummer', '06 9876 5432');
    await account.clickButton('Profiel', 'Profiel opslaan');
    await account.seeText('Profiel opgeslagen.');
    await page.waitForURL(/\/account$/);
    await account.seeText('06 9876 5432');
    expect(await page.locator('.bottom-menu__name').textContent()).toBe('Sophie de Wit');
    await account.screenshot('account-1280-nl');
  });

  it("changing the password signs out the user's other device and the old password stops working", async () => {
    const laptop = await device('customer.user@demo.example');
    const phone = await device('customer.user@demo.example', { width: 375, height: 812 });
    await laptop.account.open('/account/change');
    await laptop.account.fill('Wachtwoord wijzigen', 'Huidig wachtwoord', DEMO_PASSWORD);
    await laptop.account.fill('Wachtwoord wijzigen', 'Nieuw wachtwoord', 'Nieuw!Wacht7');
    await laptop.account.fill('Wachtwoord wijzigen', 'Bevestig nieuw wachtwoord', 'Nieuw!Wacht7');
    await laptop.account.clickButton('Wachtwoord wijzigen', 'Wachtwoord wijzigen');
    await laptop.account.seeText('U bent op uw andere apparaten uitgelogd.');

    // The other device is sent to the login screen at its next request.
    await phone.page.reload();
    await phone.login.seeLoginForm();
    await phone.login.signIn('customer.user@demo.example', DEMO_PASSWORD);
    await phone.login.seeAlert('Login niet succesvol, Controleer uw E-mail en Wachtwoord.');
    await phone.login.signIn('customer.user@demo.example', 'Nieuw!Wacht7');
    await new ShellPage(phone.page).seeHeading(/^(Welkom|Welcome), /);

    // The device that changed it carries on.
    await laptop.account.open('/account');
    await laptop.account.seeText('customer.user@demo.example');
  });

  it('customer.admin changes the email, confirms it from the mail, and signs in with the new address', async () => {
    const { page, account, login } = await device('customer.admin@demo.example');
    await account.open('/account/change');
    await account.fill('E-mailadres wijzigen', 'Nieuw e-mailadres', 'sophie.nieuw@demo.example');
    await account.fill('E-mailadres wijzigen', 'Huidig wachtwoord', DEMO_PASSWORD);
    await account.clickButton('E-mailadres wijzigen', 'Bevestigingslink versturen');
    await account.seeText('E-mailadres gewijzigd, maar nog niet definitief');
    // Said once: right after sending, the pending address's own note does not say it again.
    expect(await page.getByText('Nog niet definitief: sophie.nieuw@demo.example').count()).toBe(0);
    await account.screenshot('account-change-1280-nl');

    const confirmation = await portal.linkFromOutbox('/Identity/ConfirmEmail');
    const confirmed = await page.request.get(confirmation, { maxRedirects: 0 });
    expect(confirmed.headers().location).toBe('/login?emailConfirmed=1');
    // The session goes on; the account now shows the new address as the login, with nothing waiting.
    await account.open('/account');
    await account.seeText('sophie.nieuw@demo.example');
    expect(await page.getByText('Nog niet definitief').count()).toBe(0);
    await new ShellPage(page).clickLogout();
    await login.seeLoginForm();
    await login.signIn('sophie.nieuw@demo.example', DEMO_PASSWORD);
    // Signed out on purpose, the next sign-in on this device starts at home, not on the page left behind.
    await new ShellPage(page).seeHeading(/^Welkom, /);
    expect(await page.locator('.bottom-menu__email').textContent()).toBe('sophie.nieuw@demo.example');
  });

  it('saves the language on the account screen and switches the app to it at once', async () => {
    const { page, account } = await device('customer.readonly@demo.example', { width: 375, height: 812 });
    await account.open('/account');
    await account.chooseLanguage('Nederlands', 'English');
    await page.getByRole('button', { name: 'Taal opslaan' }).click();
    await page.getByRole('heading', { level: 2, name: 'Language' }).waitFor();
    await account.seeText('Language saved.');
    await account.screenshot('account-375-en');
  });
});
