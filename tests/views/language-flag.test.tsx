import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/identity';
import { getLocale, setLocale } from '../../src/i18n/store';
import { AppRoutes } from '../../src/views/routes';
import { Toasts } from '../../src/views/ui/Toasts';
import { type FakeServer, renderWithApp, testActors } from './support';
import { account, fakeUsersApi, jansen } from './users/fake-users-api';

describe('the language flag', () => {
  it("keeps a signed-in user's choice on the profile, and the next sign-in opens in it", async () => {
    const user = userEvent.setup();
    const server: FakeServer = { user: account('companyadmin', { language: 'nl' }), relations: [jansen] };
    const api = fakeUsersApi({
      'POST /Identity/ChangeLanguage': ({ body }) => {
        server.user = { ...(server.user as Profile), language: (body as { Language: 'nl' | 'en' }).Language };
        return server.user;
      },
    });
    const app = renderWithApp(
      <>
        <AppRoutes />
        <Toasts />
      </>,
      { actors: testActors(server), at: '/account' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Taal' });

    await user.click(screen.getAllByRole('radio', { name: 'English' })[0]!);
    await waitFor(() => expect(api.sent('POST', '/Identity/ChangeLanguage')).toHaveLength(1));
    expect(api.sent('POST', '/Identity/ChangeLanguage')[0]!.body).toEqual({ Language: 'en' });
    // The account screen says what the profile now holds.
    expect(await screen.findByRole('button', { name: /English/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Nederlands/ })).toBeNull();
    expect(app.actors.session.getSnapshot().context.user?.language).toBe('en');

    // Choosing the language the profile has sends nothing more.
    await user.click(screen.getAllByRole('radio', { name: 'English' })[0]!);
    expect(api.sent('POST', '/Identity/ChangeLanguage')).toHaveLength(1);

    // Signed out, the login screen shown in Dutch: the next sign-in opens the portal in the profile's English.
    const kept = server.user as Profile;
    act(() => app.actors.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(app.actors.session.getSnapshot().matches('unauthorized')).toBe(true));
    act(() => setLocale('nl'));
    server.user = kept;
    act(() => app.actors.session.send({ type: 'session.signedIn' }));
    await waitFor(() => expect(getLocale()).toBe('en'));
  });

  it('on the login screen switches the screen only: nobody is signed in to keep it for', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({});
    renderWithApp(<AppRoutes />, { actors: testActors({ user: null, relations: [] }), at: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeLanguage')).toHaveLength(0);
  });
});
