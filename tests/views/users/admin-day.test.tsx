import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../../contract/errors';
import type { DirectoryUser } from '../../../contract/users';
import {
  account,
  assignable,
  fakeUsersApi,
  ids,
  jansen,
  jansenUsers,
  openApp,
  relationUser,
} from './fake-users-api';

const conflict = {
  status: 409,
  body: { StatusCode: 409, Code: 'userChangedMeanwhile', Message: errorMessages.userChangedMeanwhile.nl },
};

describe('two admins change one user', () => {
  it('says someone else changed the user meanwhile, and reloads the user on request', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/users/3': () => jansenUsers(),
      'GET /api/roles': () => assignable,
      'POST /api/user/changeRole': () => conflict,
    });
    openApp(`/edituser?relationId=3&userId=${ids.anna}`);
    // The role is one for every customer of the user (decision 005), and the page says so.
    expect(await screen.findByText(/Een rol geldt voor alle klanten van deze gebruiker/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /Nieuwe rol/ }));
    await user.click(await screen.findByRole('option', { name: 'Alleen lezen' }));
    await user.click(screen.getByRole('button', { name: 'Rol opslaan' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(errorMessages.userChangedMeanwhile.nl)).toBeTruthy();
    expect(api.sent('POST', '/api/user/changeRole')[0].body).toMatchObject({ version: 'a'.repeat(32) });
    const loads = api.sent('GET', '/api/users/3').length;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw laden' }));
    await waitFor(() => expect(api.sent('GET', '/api/users/3').length).toBeGreaterThan(loads));
  });
});

const staffRow = (name: string, email: string, extra: Partial<DirectoryUser> = {}): DirectoryUser => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  email,
  name,
  phoneNumber: '',
  function: '',
  role: 'dbsemployee',
  roleNumber: 3,
  status: 'active',
  language: 'nl',
  invitedAt: '2026-03-01T09:00:00.000Z',
  activatedAt: '2026-03-02T09:00:00.000Z',
  deactivatedAt: null,
  version: 'd'.repeat(32),
  relations: [],
  ...extra,
});

describe('the provider’s staff on all users', () => {
  const page = (items: DirectoryUser[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
  const customer = staffRow('Piet Bakker', 'piet@klant.example', {
    id: ids.anna,
    role: 'companyuser',
    roleNumber: 5,
    relations: [{ pK_PT_RELATION: 3, name: 'Bouwbedrijf Jansen', isManager: false }],
  });

  it('offers a provider admin actions on an engineer (none on a customer’s user) and deactivates after a yes', async () => {
    const user = userEvent.setup();
    let engineer = staffRow('Eva Monteur', 'eva@provider.example');
    const api = fakeUsersApi({
      'GET /api/allusers': () => page([engineer, customer]),
      [`POST /api/dbsusers/${engineer.id}/deactivate`]: () => {
        engineer = { ...engineer, status: 'deactivated', deactivatedAt: '2026-06-01T09:00:00.000Z' };
        return engineer;
      },
    });
    openApp('/allusers', account('dbsadmin'));
    const row = await screen.findByRole('row', { name: /Eva Monteur/ });
    expect(screen.getByRole('button', { name: 'Medewerker uitnodigen' })).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Piet Bakker/ })).queryByRole('button', {
        name: /^Acties voor/,
      }),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Acties voor Eva Monteur' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Rol wijzigen', 'Deactiveren']);
    await user.click(screen.getByRole('menuitem', { name: 'Deactiveren' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.sent('POST', `/api/dbsusers/${engineer.id}/deactivate`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('Gebruiker gedeactiveerd.')).toBeTruthy();
    expect(api.sent('POST', `/api/dbsusers/${engineer.id}/deactivate`)).toHaveLength(1);
  });

  it('invites an employee with a provider role only', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/allusers': () => page([customer]),
      'GET /api/roles': () => [
        { name: 'dbsadmin', number: 2, isProviderRole: true },
        { name: 'dbsemployee', number: 3, isProviderRole: true },
        ...assignable,
      ],
      'POST /api/dbsusers/add': () => ({
        ...staffRow('', 'nieuw@provider.example', { status: 'invited', activatedAt: null }),
        inviteLink: 'http://portal.test/registration?code=staff',
      }),
    });
    openApp('/allusers', account('dbsadmin'));
    await user.click(await screen.findByRole('button', { name: 'Medewerker uitnodigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/E-mail/), 'nieuw@provider.example');
    await user.click(within(dialog).getByRole('button', { name: /Rol/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Beheerder dienstverlener', 'Medewerker dienstverlener']);
    await user.click(screen.getByRole('option', { name: 'Medewerker dienstverlener' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(
      await within(dialog).findByText(/De uitnodiging is verstuurd naar nieuw@provider.example/),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/dbsusers/add')[0].body).toMatchObject({
      email: 'nieuw@provider.example',
      role: 3,
    });
  });
});

describe('inviting an address that has an account', () => {
  it('says the account was added and its role kept, rather than that an invitation went out', async () => {
    const user = userEvent.setup();
    const existing = relationUser({ id: ids.kees, email: 'kees@elders.example', role: 'companyuser' });
    fakeUsersApi({
      'GET /api/users/3': () => jansenUsers(),
      'GET /api/roles': () => assignable,
      'POST /api/users/3/add': () => ({
        ...existing,
        inviteLink: null,
        outcome: 'added',
        roleChanged: false,
      }),
    });
    openApp('/settings/3', account('companyadmin'), [jansen]);
    await user.click(await screen.findByRole('button', { name: 'Gebruiker uitnodigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/E-mail/), 'kees@elders.example');
    await user.click(within(dialog).getByRole('button', { name: /Rol/ }));
    await user.click(await screen.findByRole('option', { name: 'Beheerder klant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(
      await within(dialog).findByText(
        'kees@elders.example had al een account en hoort nu ook bij Bouwbedrijf Jansen. De rol is niet gewijzigd en blijft Gebruiker. Er is een e-mail verstuurd dat de gebruiker nu toegang heeft.',
      ),
    ).toBeTruthy();
    // The toast says the same, not 'invitation sent'.
    await waitFor(() => expect(screen.getAllByText(/had al een account/)).toHaveLength(2));
  });
});
