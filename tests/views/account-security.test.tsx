import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedStatus } from '../../contract/calendar-feed';
import type { LoginSession } from '../../contract/sessions';
import { setLocale } from '../../src/i18n/store';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const here: LoginSession = {
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  browser: 'Chrome',
  device: 'Android',
  address: '203.0.113.9',
  firstUsedAt: '2026-05-04T07:30:00.000Z',
  lastUsedAt: '2026-05-06T09:15:00.000Z',
};
const laptop: LoginSession = {
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  browser: 'Firefox',
  device: 'Windows',
  address: '198.51.100.7',
  firstUsedAt: '2026-04-20T12:00:00.000Z',
  lastUsedAt: '2026-05-05T16:40:00.000Z',
};
const unknown: LoginSession = {
  ...laptop,
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  device: null,
  address: null,
};

const noFeed: CalendarFeedStatus = { active: false, createdAt: null, lastFetchedAt: null };
const feedUrl = `http://portal.test/api/calendar-feed/${'k'.repeat(43)}.ics`;

/** A sessions API that forgets what was ended. */
function sessionsApi(initial: LoginSession[], feed = noFeed) {
  let sessions = initial;
  let status = feed;
  return fakeUsersApi({
    'GET /Identity/Sessions': () => ({ sessions }),
    'POST /Identity/Sessions/End': ({ body }) => {
      sessions = sessions.filter((s) => s.id !== (body as { id: string }).id);
      return { ok: true };
    },
    'POST /Identity/Sessions/EndOthers': () => {
      const ended = sessions.length - 1;
      sessions = sessions.filter((s) => s.current);
      return { ended };
    },
    'GET /api/calendar-feed': () => status,
    'POST /api/calendar-feed': () => {
      status = { active: true, createdAt: '2026-05-06T10:00:00.000Z', lastFetchedAt: null };
      return { url: feedUrl, createdAt: status.createdAt };
    },
    'DELETE /api/calendar-feed': () => {
      status = noFeed;
      return { ok: true };
    },
  });
}

const sessionsPanel = async () =>
  (await screen.findByRole('heading', { name: 'Waar u bent ingelogd' })).closest('section') as HTMLElement;
const feedPanel = async () =>
  (await screen.findByRole('heading', { name: 'Afspraken in uw eigen agenda' })).closest(
    'section',
  ) as HTMLElement;

describe('where you are signed in', () => {
  it('lists each session with its browser, address and times, and this device marked', async () => {
    sessionsApi([here, laptop, unknown]);
    openApp('/account', account('companyuser'));
    const panel = await sessionsPanel();
    expect(await within(panel).findByRole('heading', { name: 'Chrome op Android' })).toBeTruthy();
    expect(within(panel).getByText('Dit apparaat')).toBeTruthy();
    expect(within(panel).getByText('198.51.100.7')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Onbekende browser' })).toBeTruthy();
    expect(within(panel).getByText('onbekend')).toBeTruthy();
    // This device is ended by signing out, not from the list.
    expect(within(panel).queryByRole('button', { name: 'Sessie beëindigen: Chrome op Android' })).toBeNull();
  });

  it('ends one session and lists the rest again', async () => {
    const api = sessionsApi([here, laptop]);
    openApp('/account', account('companyuser'));
    const panel = await sessionsPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Sessie beëindigen: Firefox op Windows' }),
    );
    expect(await screen.findByText('De sessie is beëindigd.')).toBeTruthy();
    expect(api.sent('POST', '/Identity/Sessions/End')[0]!.body).toEqual({ id: laptop.id });
    await waitFor(() =>
      expect(within(panel).queryByRole('heading', { name: 'Firefox op Windows' })).toBeNull(),
    );
    expect(within(panel).getByText('U bent nergens anders ingelogd.')).toBeTruthy();
  });

  it('signs out everywhere else at once', async () => {
    const api = sessionsApi([here, laptop, unknown]);
    openApp('/account', account('companyuser'));
    const panel = await sessionsPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Overal anders uitloggen' }));
    expect(await screen.findByText('Uw andere sessies zijn beëindigd.')).toBeTruthy();
    expect(api.sent('POST', '/Identity/Sessions/EndOthers')).toHaveLength(1);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says a failed load and loads again on retry', async () => {
    let calls = 0;
    fakeUsersApi({
      'GET /Identity/Sessions': () =>
        ++calls === 1
          ? { status: 503, body: { StatusCode: 503, Message: 'Unavailable', Code: 'unavailable' } }
          : { sessions: [here] },
      'GET /api/calendar-feed': () => noFeed,
    });
    openApp('/account', account('companyuser'));
    const panel = await sessionsPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(panel).findByRole('heading', { name: 'Chrome op Android' })).toBeTruthy();
  });
});

describe('the calendar address', () => {
  it('makes an address, shows it once to copy, and removes it', async () => {
    const api = sessionsApi([here]);
    openApp('/account', account('companyuser'));
    const panel = await feedPanel();
    expect(within(panel).getByText(/de bezoeken op uw locaties/)).toBeTruthy();
    expect(await within(panel).findByText('U heeft nog geen agenda-adres.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Agenda-adres maken' }));
    const address = (await within(panel).findByRole('textbox', {
      name: 'Uw agenda-adres',
    })) as HTMLInputElement;
    expect(address.value).toBe(feedUrl);
    expect(address.readOnly).toBe(true);
    expect(await within(panel).findByText('Nog niet opgehaald door een agenda.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Nieuw adres maken' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Adres verwijderen' }));
    expect(await screen.findByText(/Het agenda-adres is verwijderd/)).toBeTruthy();
    expect(api.sent('DELETE', '/api/calendar-feed')).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Uw agenda-adres' })).toBeNull());
    expect(await within(panel).findByRole('button', { name: 'Agenda-adres maken' })).toBeTruthy();
  });

  it('tells an engineer the calendar holds their own work, in English too', async () => {
    sessionsApi([here], {
      active: true,
      createdAt: '2026-05-01T08:00:00.000Z',
      lastFetchedAt: '2026-05-06T06:00:00.000Z',
    });
    openApp('/account', account('dbsemployee'));
    const panel = await feedPanel();
    expect(within(panel).getByText(/uw eigen werk/)).toBeTruthy();
    expect(await within(panel).findByText(/Laatst opgehaald door een agenda/)).toBeTruthy();
    setLocale('en');
    try {
      expect(await screen.findByRole('heading', { name: 'Appointments in your own calendar' })).toBeTruthy();
      expect(screen.getByText(/your own work/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Where you are signed in' })).toBeTruthy();
    } finally {
      setLocale('nl');
    }
  });
});
