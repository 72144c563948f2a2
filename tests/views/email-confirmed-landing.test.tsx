import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import { AppRoutes } from '../../src/views/routes';
import { renderWithApp, testActors } from './support';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const signedOut = () => testActors({ user: null, relations: [] });

async function land(at: string) {
  renderWithApp(<AppRoutes />, { actors: signedOut(), at });
  await screen.findByRole('heading', { name: /Inloggen|Login/, level: 1 });
}

describe('the landing of an email change confirmation link', () => {
  it('says the new address is confirmed, in Dutch and in English', async () => {
    await land('/login?emailConfirmed=1');
    expect(screen.getByRole('status').textContent).toBe(
      'Uw nieuwe e-mailadres is bevestigd. Log voortaan daarmee in.',
    );
    act(() => setLocale('en'));
    expect(screen.getByRole('status').textContent).toBe(
      'Your new email address is confirmed. Sign in with it from now on.',
    );
  });

  it('says a used or expired link changed nothing, in Dutch and in English', async () => {
    await land('/login?emailConfirmed=0');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Deze bevestigingslink werkt niet \(meer\).*Uw e-mailadres is niet gewijzigd\.$/,
    );
    act(() => setLocale('en'));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This confirmation link does not work \(any more\).*Your email address has not changed\.$/,
    );
  });

  it('takes a user who is signed in to the account, which says how it went', async () => {
    fakeUsersApi({});
    const app = openApp('/login?emailConfirmed=1', account('companyuser'));
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(app.path()).toBe('/account?emailConfirmed=1');
    expect(screen.getByRole('status').textContent).toBe(
      'Uw nieuwe e-mailadres is bevestigd. Log voortaan daarmee in.',
    );
  });

  it('shows neither on a plain visit of the login page', async () => {
    await land('/login');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
