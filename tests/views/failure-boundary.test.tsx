import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import { reportUncaughtErrors } from '../../src/services/error-report';
import { App } from '../../src/views/App';
import { profile, relation, renderWithApp, testActors } from './support';

// The home screen and the login screen throw as they draw, as a screen with a bug does.
let failures = 0;
vi.mock('../../src/views/home/Home', () => ({
  Home: () => {
    throw new Error(`The home screen broke (${++failures})`);
  },
}));
vi.mock('../../src/views/auth/Login', () => ({
  Login: () => {
    throw new Error(`The login screen broke (${++failures})`);
  },
}));

/** The reports the page sent to the server, as their bodies. */
let reports: Record<string, unknown>[] = [];

beforeEach(() => {
  reports = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/client-errors') reports.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  });
  setLocale('nl');
});

const signedIn = () =>
  testActors({
    user: profile(['Relations.View']),
    relations: [relation(3, 'Bouwbedrijf Jansen', ['Kantoor', 'Werf'])],
  });

/**
 * A screen that throws no longer turns the whole portal white (issue 27): the part that failed says so in the
 * page's language, with the way home and a reload, and the failure is reported to the server.
 */
describe('a screen that fails', () => {
  it('says so inside the shell, in Dutch, reports it, and the navigation leads on to a page that works', async () => {
    const user = userEvent.setup();
    const app = renderWithApp(<App />, { actors: signedIn(), at: '/' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Dit deel van het portaal werkt niet', level: 1 });
    expect(within(main).getByRole('alert').textContent).toContain('De fout is aan ons doorgegeven.');
    expect(within(main).getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('button', { name: 'Pagina opnieuw laden' })).toBeTruthy();

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'render',
      message: expect.stringMatching(/^Error: The home screen broke/),
      route: '/',
      build: expect.any(String),
    });
    // The stack names the component the failure was drawn in.
    expect(reports[0]?.stack).toContain('Home');

    // The shell is still there: its navigation leads to a page that works.
    const menu = screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0] as HTMLElement;
    await user.click(await within(menu).findByRole('link', { name: 'Bouwbedrijf Jansen' }));
    expect(await screen.findByRole('heading', { name: 'Bouwbedrijf Jansen', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Dit deel van het portaal werkt niet')).toBeNull();
    expect(app.path()).toBe('/buildings/3');
  });

  it('says so in English when the page is in English', async () => {
    setLocale('en');
    renderWithApp(<App />, { actors: signedIn(), at: '/' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'This part of the portal failed', level: 1 });
    expect(within(main).getByRole('link', { name: 'To the home page' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
  });

  it('takes the whole page when a screen outside the shell fails (the login), and reports it too', async () => {
    renderWithApp(<App />, { actors: testActors({ user: null, relations: [] }), at: '/login' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Dit deel van het portaal werkt niet', level: 1 });
    expect(within(main).getByRole('link', { name: 'Naar de startpagina' })).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: 'render', route: '/login' });
  });

  it('reports a promise nobody caught, outside any screen', async () => {
    reportUncaughtErrors();
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('Nobody caught this') });
    window.dispatchEvent(event);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'unhandledRejection',
      message: 'Error: Nobody caught this',
      route: expect.stringMatching(/^\//),
    });
  });
});
