import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookablePlace } from '../../contract/booking';
import { AppRoutes } from '../../src/views/routes';
import { Toasts } from '../../src/views/ui/Toasts';
import { type FakeServer, renderWithApp, testActors } from './support';
import { account, fakeUsersApi, jansen } from './users/fake-users-api';

const places: BookablePlace[] = [
  {
    pK_PT_RELATIONDELIVERYADDRESS: 301,
    name: 'Kantoor',
    fK_PT_RELATION: 3,
    relationName: 'Bouwbedrijf Jansen',
    objects: [{ pK_R_SERVICEOBJECT: 501, serviceobjectnumber: 'SO-0501', description: 'Speedgate entree' }],
  },
  {
    pK_PT_RELATIONDELIVERYADDRESS: 302,
    name: 'Werf',
    fK_PT_RELATION: 3,
    relationName: 'Bouwbedrijf Jansen',
    objects: [{ pK_R_SERVICEOBJECT: 503, serviceobjectnumber: 'SO-0503', description: 'Slagboom' }],
  },
];

/** The app signed in as `server.user`, at `at`; the test changes `server` to end and start sessions. */
function openApp(server: FakeServer, at: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <Toasts />
    </>,
    { actors: testActors(server), at },
  );
}

// A busy two-core machine types slowly; these prove what is kept and said, not how fast.
describe('a session that expires while a visit is being booked', { timeout: 120_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('says on the login page that the session expired, and gives the form back filled after signing in', async () => {
    fakeUsersApi({ 'GET /api/booking/places': () => places });
    const server: FakeServer = { user: account('companyuser'), relations: [jansen] };
    const app = openApp(server, '/book');
    await userEvent.click(await screen.findByRole('button', { name: /Locatie/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Werf (Bouwbedrijf Jansen)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Reparatie' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Opmerkingen/ }), 'Slagboom hangt scheef');

    // The login can no longer be renewed: the session ends by itself.
    server.user = null;
    app.actors.tokenRefresh.send({ type: 'token.expired', failedToken: 'view-test-access' });
    expect(await screen.findByText('Uw sessie is verlopen. Log opnieuw in om verder te gaan.')).toBeTruthy();
    expect(app.path()).toBe('/login?next=%2Fbook');

    // The same user signs in again and is taken back to the form, as they left it.
    server.user = account('companyuser');
    app.actors.session.send({ type: 'session.signedIn' });
    const remarks = (await screen.findByRole('textbox', { name: /Opmerkingen/ })) as HTMLTextAreaElement;
    await waitFor(() => expect(remarks.value).toBe('Slagboom hangt scheef'));
    expect(screen.getByRole('button', { name: /Locatie/ }).textContent).toContain('Werf');
    expect((screen.getByRole('radio', { name: 'Reparatie' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says nothing of an expired session after a logout', async () => {
    const server: FakeServer = { user: account('companyuser'), relations: [jansen] };
    const app = openApp(server, '/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    app.actors.session.send({ type: 'session.logout' });
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.queryByText(/Uw sessie is verlopen/)).toBeNull();
  });
});
