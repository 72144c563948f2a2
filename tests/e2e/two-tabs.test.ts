import { expect, it } from 'vitest';
import { ShellPage } from './pages/ShellPage';
import { startPortal } from './support/portal';

const ACCESS_TOKEN_TTL_S = 10;

const portal = startPortal({ ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S) });

it('keeps two tabs signed in when their access token expires at the same moment', async () => {
  // Two pages of one context share local storage, as two tabs of one browser do.
  const context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await context.newPage();
  const second = await context.newPage();
  await portal.signIn(first, 'customer.admin@demo.example');
  await second.goto(`${portal.server.url}/`);
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
