import { describe, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SCREENSHOTS, startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

/** Desktop, tablet and phone (spec section 2: from 1025px, up to 1024px, up to 568px). */
const widths = [1280, 800, 375];

const portal = startPortal();

describe.each(widths)('at %i px', (width) => {
  it('photographs the login screen, its alert, and the shell', async () => {
    const context = await portal.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const login = new LoginPage(page, portal.server.url);
    const shell = new ShellPage(page);

    await login.open();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/login-${width}.png` });

    await login.signIn('customer.admin@demo.example', 'NotThePassword!1');
    await login.seeAlert('Login niet succesvol, Controleer uw E-mail en Wachtwoord.');
    await page.screenshot({ path: `${SCREENSHOTS}/login-alert-${width}.png` });

    await login.signIn('customer.admin@demo.example', DEMO_PASSWORD);
    await shell.seeHeading(/^Welkom, /);
    const relationCards = page.getByRole('main').getByRole('list', { name: 'Relaties' }).getByRole('link');
    await relationCards.first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shell-home-${width}.png`, fullPage: true });

    await relationCards
      .filter({ hasNotText: /(^|\D)1 locatie/ })
      .first()
      .click();
    await shell.seeText('Kies een locatie om de installaties te zien.');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-relation-${width}.png`, fullPage: true });

    if (width <= 1024) {
      await shell.clickOpenMenu();
      await page.screenshot({ path: `${SCREENSHOTS}/shell-menu-${width}.png` });
    } else {
      await shell.clickCollapseMenu();
      await page.screenshot({ path: `${SCREENSHOTS}/shell-collapsed-${width}.png` });
    }
    await context.close();
  });
});

it('photographs the chooser of a user who sees every relation', async () => {
  const context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await portal.signIn(page, 'engineer@demo.example');
  await page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' }).click();
  await page.getByRole('listbox').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/shell-chooser-1280.png` });
  await context.close();
});
