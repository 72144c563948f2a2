import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountFormsPage } from './pages/AccountFormsPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { UsersAdminPage } from './pages/UsersAdminPage';
import { SCREENSHOTS, startPortal } from './support/portal';

const invitee = { email: 'nieuwe.collega@demo.example', name: 'Noor Visser', password: 'Nieuw!Wachtwoord7' };

const portal = startPortal();

async function signedIn(email: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await portal.browser.newContext({
    viewport: { width, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await portal.signIn(page, email);
  return { context, page };
}

describe('the life of an invited account', () => {
  it('is invited, activates, signs in, is shut out when deactivated and let in again when reactivated', async () => {
    // The company admin invites a new colleague to their first relation.
    const admin = await signedIn('customer.admin@demo.example');
    const settings = new UsersAdminPage(admin.page, portal.server.url);
    await settings.clickMenuEntry('Instellingen');
    await settings.openFirstRelation();
    const relationSettings = new URL(admin.page.url()).pathname;
    await settings.invite(invitee.email, 'Gebruiker');
    const shownLink = await settings.inviteLinkShown();
    await settings.clickCopyLink();
    await settings.seeToast('Directe link gekopieerd.');
    await settings.seeClipboard(shownLink);
    await settings.closeDialog();
    await settings.seeStatus(invitee.email, 'Uitgenodigd');

    // The activation link from the outbox opens the registration screen.
    const inviteeContext = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await inviteeContext.newPage();
    const forms = new AccountFormsPage(page, portal.server.url);
    const mailed = await portal.linkFromOutbox('/registration');
    expect(mailed).toBe(shownLink);
    await page.goto(mailed);
    await forms.seeTitle('Account activeren');
    await forms.seeValue('E-mail', invitee.email);
    await forms.fill('Naam', invitee.name);
    await forms.fill('Telefoonnummer', '06-55512345');
    await forms.fill('Wachtwoord', invitee.password);
    await forms.fill('Bevestig wachtwoord', invitee.password);
    await forms.clickButton('Account activeren');
    const login = new LoginPage(page, portal.server.url);
    await login.seeLoginForm();
    await login.signIn(invitee.email, invitee.password);
    const shell = new ShellPage(page);
    await shell.seeHeading(`Welkom, ${invitee.name}`);
    await shell.seeBuildingList();

    // The admin sees the account active, and deactivates it.
    await settings.openRelationSettings(relationSettings);
    await settings.seeStatus(invitee.email, 'Actief');
    await settings.chooseAction(invitee.email, 'Deactiveren');
    await settings.confirmDeactivation();
    await settings.seeToast('Gebruiker gedeactiveerd.');
    await settings.seeStatus(invitee.email, 'Verwijderd/geblokkeerd');

    // The invitee's open session ends on its next request: opening a building sends them to login.
    const building = page
      .getByRole('complementary')
      .getByRole('list', { name: 'Locaties' })
      .getByRole('link')
      .first();
    const buildingName = (await building.textContent())?.trim() ?? '';
    await building.click();
    await login.seeLoginForm();
    await login.signIn(invitee.email, invitee.password);
    await forms.seeAlert('Login niet succesvol, Controleer uw E-mail en Wachtwoord.');

    // Reactivated, they are let in again.
    await settings.chooseAction(invitee.email, 'Heractiveren');
    await settings.seeToast('Gebruiker geheractiveerd.');
    await settings.seeStatus(invitee.email, 'Actief');
    await login.signIn(invitee.email, invitee.password);
    // Back where the refused request was going.
    await shell.seeHeading(buildingName);

    await inviteeContext.close();
    await admin.context.close();
  });
});

describe.each([1280, 375])('screenshots at %i px', (width) => {
  it('photographs the relation settings of a company admin', async () => {
    const { context, page } = await signedIn('customer.admin@demo.example', width);
    const settings = new UsersAdminPage(page, portal.server.url);
    await page.goto(`${portal.server.url}/settings`);
    await settings.openFirstRelation();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/relation-settings-${width}.png`, fullPage: true });
    await context.close();
  });

  it('photographs all users as a provider admin sees them', async () => {
    const { context, page } = await signedIn('provider.admin@demo.example', width);
    await page.goto(`${portal.server.url}/allusers`);
    await page.getByRole('main').getByRole('row').nth(1).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/all-users-${width}.png`, fullPage: true });
    await context.close();
  });
});
