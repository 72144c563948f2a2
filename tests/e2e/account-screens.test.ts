import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountFormsPage } from './pages/AccountFormsPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { startPortal } from './support/portal';

const portal = startPortal();
let context: BrowserContext;
let page: Page;
let forms: AccountFormsPage;
let login: LoginPage;

beforeEach(async () => {
  context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  forms = new AccountFormsPage(page, portal.server.url);
  login = new LoginPage(page, portal.server.url);
});

afterEach(async () => {
  await context.close();
});

describe('forgot and reset password', () => {
  it('sends a reset link, sets a new password with it, and signs in with that password', async () => {
    await login.open();
    await forms.clickLink('Wachtwoord vergeten?');
    await forms.seeTitle('Wachtwoord vergeten');
    await forms.clickButton('Herstellink versturen');
    await forms.seeFieldError('E-mail is verplicht');
    await forms.fill('E-mail', 'customer.readonly@demo.example');
    await forms.clickButton('Herstellink versturen');
    await forms.seeStatus('is er een link verstuurd');

    await page.goto(await portal.linkFromOutbox('/resetpassword'));
    await forms.seeTitle('Wachtwoord herstellen');
    await forms.seeValue('E-mail', 'customer.readonly@demo.example');
    await forms.fill('Nieuw wachtwoord', 'kort');
    await forms.fill('Bevestig wachtwoord', 'anders');
    await forms.clickButton('Wachtwoord herstellen');
    await forms.seeFieldError('Het wachtwoord voldoet niet aan de eisen');
    await forms.seeFieldError('De wachtwoorden komen niet overeen');

    await forms.fill('Nieuw wachtwoord', 'Nieuw!Wachtwoord7');
    await forms.fill('Bevestig wachtwoord', 'Nieuw!Wachtwoord7');
    await forms.clickButton('Wachtwoord herstellen');
    await forms.seeStatus('Uw wachtwoord is hersteld.');
    await forms.clickLink('Naar inloggen');
    await login.seeLoginForm();
    await login.signIn('customer.readonly@demo.example', 'Nieuw!Wachtwoord7');
    await new ShellPage(page).seeHeading(/^Welkom, /);
  });
});

describe('account activation', () => {
  it('tells the user to ask for a new invitation when the code is not valid', async () => {
    await forms.open('/registration?code=not-a-real-code');
    await forms.seeTitle('Account activeren');
    await forms.seeAlert('Vraag uw contactpersoon om een nieuwe uitnodiging.');
  });

  it('activates the invited account and signs in with the new password', async () => {
    const link = /Invited user's activation link: (\S+)/.exec(portal.server.output())?.[1];
    expect(link, 'the demo start prints the activation link').toBeTruthy();
    await page.goto(link!);
    await forms.seeTitle('Account activeren');
    const email = await page.getByLabel('E-mail', { exact: true }).inputValue();
    expect(email).toMatch(/@/);

    await forms.fill('Telefoonnummer', '06-12345678');
    await forms.fill('Wachtwoord', 'Eerste!Wachtwoord1');
    await forms.fill('Bevestig wachtwoord', 'Eerste!Wachtwoord1');
    await forms.clickButton('Account activeren');
    await login.seeLoginForm();
    await page.getByText('Uw account is geactiveerd.').waitFor();
    await page.screenshot({ path: 'test-results/registration-done-1280.png' });

    await login.signIn(email, 'Eerste!Wachtwoord1');
    await new ShellPage(page).seeHeading(/^Welkom, /);
  });
});
