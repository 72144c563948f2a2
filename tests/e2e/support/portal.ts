import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { launchBrowser } from './browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from './server';

/** Where browser tests leave their screenshots. */
export const SCREENSHOTS = 'test-results';

/** The app and a browser, both there while a test file runs. */
export class Portal {
  server!: RunningServer;
  browser!: Browser;

  /**
   * Signs a demo account in and waits until home greets it. Sign-in speaks the profile's language (James
   * Carter's is English); a test that reads the page in `locale` chooses that language again afterwards.
   */
  async signIn(page: Page, email: string, locale: 'nl' | 'en' = 'nl'): Promise<void> {
    const login = new LoginPage(page, this.server.url);
    const shell = new ShellPage(page);
    await login.open();
    await login.signIn(email, DEMO_PASSWORD);
    await shell.seeHeading(/^(Welkom|Welcome), /);
    if ((await page.evaluate(() => document.documentElement.lang)) === locale) return;
    await page.evaluate((locale) => localStorage.setItem('last-locale', locale), locale);
    await page.reload();
    await shell.seeHeading(locale === 'nl' ? /^Welkom, / : /^Welcome, /);
  }

  /** A call of the API with the token of the user signed in on `page`, as the app makes it. */
  async call(page: Page, path: string): Promise<Response> {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
    return fetch(`${this.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  }

  /** What the API answers the user signed in on `page`; the answer must be a 200. */
  async api<T>(page: Page, path: string): Promise<T> {
    const response = await this.call(page, path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /**
   * The newest link of this kind in the demo's outbox, read as a person would: the provider administrator
   * signs in in a browser of their own and opens /dev/mail.
   */
  async linkFromOutbox(pathStart: string): Promise<string> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await this.signIn(page, 'provider.admin@demo.example');
      await page.goto(`${this.server.url}/dev/mail`);
      await page.getByRole('heading', { name: 'Uitgaande e-mail', level: 1 }).waitFor();
      const link = page.locator(`a[href*="${pathStart}"]`).first();
      await link.waitFor();
      const href = await link.getAttribute('href');
      if (!href) throw new Error(`No ${pathStart} link in the outbox`);
      return href;
    } finally {
      await context.close();
    }
  }
}

/**
 * Contexts without the app's service worker unless the test asks for it (`serviceWorkers: 'allow'`): a new
 * context installs it and precaches the whole app, some 4 s of Chromium's CPU each time, which only the tests
 * of offline work, installing and updating need.
 */
function serviceWorkersWhenAsked(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Starts the app (with `env` on top of the test settings) and a browser once for a file, and stops both after it. */
export function startPortal(env: Record<string, string> = {}): Portal {
  const portal = new Portal();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    portal.server = server;
    portal.browser = serviceWorkersWhenAsked(browser);
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.stop();
  });
  return portal;
}

/**
 * Pages each in a browser context of its own, as people each have their own browser, closed after every test
 * of the block that asks for them. `size` is the screen a page gets when the test names none.
 */
export function pagesPerTest(portal: Portal, size: { width?: number; height?: number } = {}) {
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });
  return async (width = size.width ?? 1280, height = size.height ?? 900): Promise<Page> => {
    const context = await portal.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    return context.newPage();
  };
}
