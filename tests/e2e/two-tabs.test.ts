import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { launchBrowser } from './support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server';

const ACCESS_TOKEN_TTL_S = 10;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S) }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('keeps two tabs signed in when their access token expires at the same moment', async () => {
  // Two pages of one context share local storage, as two tabs of one browser do.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await context.newPage();
  const second = await context.newPage();
  await new LoginPage(first, server.url).open();
  await new LoginPage(first, server.url).signIn('customer.admin@demo.example', DEMO_PASSWORD);
  await new ShellPage(first).seeHeading(/^Welkom, /);
  await second.goto(`${server.url}/`);
  await new ShellPage(second).seeHeading(/^Welkom, /);
  const before = await first.evaluate(() => localStorage.getItem('token'));

  await new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_S + 2) * 1000));

  // Both tabs load their profile and relations at once with the expired token.
  await Promise.all([first.reload(), second.reload()]);
  await Promise.all([
    new ShellPage(first).seeHeading(/^Welkom, /),
    new ShellPage(second).seeHeading(/^Welkom, /),
  ]);
  await Promise.all([new ShellPage(first).seeRelationList(), new ShellPage(second).seeRelationList()]);
  expect(new URL(first.url()).pathname).toBe('/');
  expect(new URL(second.url()).pathname).toBe('/');
  const after = await first.evaluate(() => localStorage.getItem('token'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  await context.close();
});
