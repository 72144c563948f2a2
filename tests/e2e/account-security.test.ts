import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountPage } from './pages/AccountPage';
import { startPortal } from './support/portal';

const portal = startPortal();
const EMAIL = 'customer.user@demo.example';

const texts = {
  nl: {
    sessions: 'Waar u bent ingelogd',
    thisDevice: 'Dit apparaat',
    end: /^Sessie beëindigen: /,
    ended: 'De sessie is beëindigd.',
    calendar: 'Afspraken in uw eigen agenda',
    make: 'Agenda-adres maken',
    address: 'Uw agenda-adres',
    remove: 'Adres verwijderen',
    none: 'U heeft nog geen agenda-adres.',
  },
  en: {
    sessions: 'Where you are signed in',
    thisDevice: 'This device',
    end: /^End session: /,
    ended: 'The session has ended.',
    calendar: 'Appointments in your own calendar',
    make: 'Make a calendar address',
    address: 'Your calendar address',
    remove: 'Remove address',
    none: 'You do not have a calendar address yet.',
  },
} as const;

/** Signs the demo customer in on a browser of its own, at a width. */
async function signedIn(width: number, locale: 'nl' | 'en'): Promise<Page> {
  const context = await portal.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await portal.signIn(page, EMAIL, locale);
  return page;
}

describe('the account screen: sessions and the calendar address', () => {
  it.each([
    ['nl', 375],
    ['en', 1280],
    ['en', 375],
    ['nl', 1280],
  ] as const)(
    'in %s at %i px: ends another session, and the calendar address is read without one',
    async (locale, width) => {
      const t = texts[locale];
      const laptop = await signedIn(1280, locale);
      const phone = await signedIn(width, locale);
      try {
        const account = new AccountPage(phone, portal.server.url);
        await account.open();
        const sessions = phone.getByRole('region', { name: t.sessions });
        await sessions.getByText(t.thisDevice).waitFor();
        expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
        // No sideways scroll at any width.
        expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await account.screenshot(`account-sessions-${locale}-${width}`);

        // The list is by last use: after this device comes the laptop, signed in just before it. End it, and its
        // token stops at once.
        expect((await portal.call(laptop, '/Identity/Profile')).status).toBe(200);
        const others = sessions.getByRole('button', { name: t.end });
        const before = await others.count();
        await others.first().click();
        await phone.getByText(t.ended).first().waitFor();
        await expect.poll(() => others.count()).toBe(before - 1);
        expect((await portal.call(laptop, '/Identity/Profile')).status).toBe(401);

        const calendar = phone.getByRole('region', { name: t.calendar });
        await calendar.getByRole('button', { name: t.make }).click();
        const field = calendar.getByRole('textbox', { name: t.address });
        await field.waitFor();
        const url = await field.inputValue();
        expect(url).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
        await account.screenshot(`account-calendar-${locale}-${width}`);

        // Fetched as a calendar app would: no session, no cookie.
        const response = await fetch(url.replace(/^https?:\/\/[^/]+/, portal.server.url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        const parsed = new ICAL.Component(ICAL.parse(await response.text()));
        expect(parsed.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
          'Europe/Amsterdam',
        );
        const events = parsed.getAllSubcomponents('vevent');
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) {
          expect(String(event.getFirstPropertyValue('uid'))).toMatch(/^appointment-\d+@/);
          expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy();
          expect(String(event.getFirstPropertyValue('url'))).toMatch(/^https?:\/\//);
        }

        await calendar.getByRole('button', { name: t.remove }).click();
        await calendar.getByText(t.none).waitFor();
        expect((await fetch(url.replace(/^https?:\/\/[^/]+/, portal.server.url))).status).toBe(404);
      } finally {
        await phone.context().close();
        await laptop.context().close();
      }
    },
  );

  it('shows the sessions and the calendar address at 800 px in both languages', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const page = await signedIn(800, locale);
      try {
        const account = new AccountPage(page, portal.server.url);
        await account.open();
        await page
          .getByRole('region', { name: texts[locale].sessions })
          .getByText(texts[locale].thisDevice)
          .waitFor();
        await page
          .getByRole('region', { name: texts[locale].calendar })
          .getByRole('button')
          .first()
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await account.screenshot(`account-security-${locale}-800`);
      } finally {
        await page.context().close();
      }
    }
  });
});
