import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { launchBrowser } from './support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server';

/** Desktop, tablet and phone (spec section 2: from 1025px, up to 1024px, up to 568px). */
const widths = [1280, 800, 375];
const folder = 'test-results';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(widths)('at %i px', (width) => {
  it('photographs the login screen, its alert, and the shell', async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const login = new LoginPage(page, server.url);
    const shell = new ShellPage(page);

    await login.open();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${folder}/login-${width}.png` });

    await login.signIn('customer.admin@demo.example', 'NotThePassword!1');
    await login.seeAlert('Login niet succesvol, Controleer uw E-mail en Wachtwoord.');
    await page.screenshot({ path: `${folder}/login-alert-${width}.png` });

    await login.signIn('customer.admin@demo.example', DEMO_PASSWORD);
    await shell.seeHeading(/^Welkom, /);
    const relationCards = page.getByRole('main').getByRole('list', { name: 'Relaties' }).getByRole('link');
    await relationCards.first().waitFor();
    await page.screenshot({ path: `${folder}/shell-home-${width}.png`, fullPage: true });

    await relationCards
      .filter({ hasNotText: /(^|\D)1 locatie/ })
      .first()
      .click();
    await shell.seeText('selecteer een locatie in het menu links');
    await page.screenshot({ path: `${folder}/shell-relation-${width}.png`, fullPage: true });

    if (width <= 1024) {
      await shell.clickOpenMenu();
      await page.screenshot({ path: `${folder}/shell-menu-${width}.png` });
    } else {
      await shell.clickCollapseMenu();
      await page.screenshot({ path: `${folder}/shell-collapsed-${width}.png` });
    }
    await context.close();
  });
});

it('photographs the chooser of a user who sees every relation', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await new LoginPage(page, server.url).open();
  await new LoginPage(page, server.url).signIn('engineer@demo.example', DEMO_PASSWORD);
  await new ShellPage(page).seeHeading(/^Welkom, /);
  await page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' }).click();
  await page.getByRole('listbox').waitFor();
  await page.screenshot({ path: `${folder}/shell-chooser-1280.png` });
  await context.close();
});
