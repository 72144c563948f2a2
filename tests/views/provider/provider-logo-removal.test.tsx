import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const settings = {
  name: 'Poortservice Nederland',
  website: 'https://poortservice.example/',
  phone24h: '088 123 45 67',
  logoUrl: '/api/providerSettings/logo?v=0123456789abcdef' as string | null,
};

describe('the provider logo', () => {
  it('can be removed, after which the default logo is named and the button is gone', async () => {
    let current = { ...settings };
    const api = fakeUsersApi({
      'GET /api/providerSettings': () => current,
      'DELETE /api/providerSettings/logo': () => {
        current = { ...settings, logoUrl: null };
        return current;
      },
    });
    openApp('/dbssettings', account('dbsadmin'));
    expect(await screen.findByRole('img', { name: 'Huidig logo van de dienstverlener' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Logo verwijderen' }));

    expect(await screen.findByText('Logo verwijderd; het standaardlogo wordt getoond.')).toBeTruthy();
    expect(api.sent('DELETE', '/api/providerSettings/logo')).toHaveLength(1);
    expect(
      await screen.findByText('Er is nog geen logo geüpload; het standaardlogo wordt getoond.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Logo verwijderen' })).toBeNull());
  });
});
