import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionId } from '../../../contract/permissions';
import { rolePermissions } from '../../../contract/roles';
import type { DirectoryUser, UserPermissions } from '../../../contract/users';
import {
  account,
  assignable,
  fakeUsersApi,
  type Handler,
  ids,
  jansen,
  jansenUsers,
  openApp,
  refusal,
} from './fake-users-api';

const editPiet = `/edituser?relationId=3&userId=${ids.anna}`;

/** On Piet's edit page the administrator picks read only as his new role and saves; `changeRole` answers. */
async function makePietReadOnly(changeRole: Handler) {
  const user = userEvent.setup();
  fakeUsersApi({
    'GET /api/users/3': () => jansenUsers(),
    'GET /api/roles': () => assignable,
    'POST /api/user/changeRole': changeRole,
  });
  openApp(editPiet);
  await user.click(await screen.findByRole('button', { name: /Nieuwe rol/ }));
  await user.click(await screen.findByRole('option', { name: 'Alleen lezen' }));
  await user.click(screen.getByRole('button', { name: 'Rol opslaan' }));
}

describe('edit user', () => {
  it('changes the role: role changed, back to the relation settings', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/users/3': () => jansenUsers(),
      'GET /api/roles': () => assignable,
      'POST /api/user/changeRole': () => ({
        id: ids.anna,
        email: 'piet@klant.example',
        role: 'companyadmin',
        roleNumber: 4,
      }),
    });
    const app = openApp(editPiet);
    expect(await screen.findByText('Huidige rol: Gebruiker')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Rol opslaan' });
    expect(
      save.hasAttribute('disabled') ||
        save.getAttribute('aria-disabled') === 'true' ||
        save.hasAttribute('data-disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: /Nieuwe rol/ }));
    await user.click(await screen.findByRole('option', { name: 'Beheerder klant' }));
    await user.click(screen.getByRole('button', { name: 'Rol opslaan' }));
    expect(await screen.findByText('Rol gewijzigd.')).toBeTruthy();
    expect(api.sent('POST', '/api/user/changeRole')[0].body).toEqual({
      UserId: ids.anna,
      NewRole: 4,
      version: 'a'.repeat(32),
    });
    await waitFor(() => expect(app.path()).toBe('/settings/3'));
  });

  it('shows the refusal: changing role failed, cannot change role of own user', async () => {
    await makePietReadOnly(() => refusal('cannotChangeOwnRole'));
    expect(
      await screen.findByText('Rol wijzigen mislukt: u kunt de rol van uw eigen gebruiker niet wijzigen'),
    ).toBeTruthy();
  });

  it('wraps another failure as changing role failed with the error', async () => {
    await makePietReadOnly(() => ({
      status: 403,
      body: { StatusCode: 403, Message: 'x', Code: 'noAccess' },
    }));
    expect(await screen.findByText('Rol wijzigen mislukt: Geen toegang tot dit object')).toBeTruthy();
  });

  it('says so for a user who is not of the relation', async () => {
    fakeUsersApi({ 'GET /api/users/3': () => jansenUsers(), 'GET /api/roles': () => assignable });
    openApp('/edituser?relationId=3&userId=00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('Deze gebruiker hoort niet bij deze relatie.')).toBeTruthy();
  });
});

const pietPermissions = (): UserPermissions => {
  const role = [...rolePermissions.companyuser].map(permissionId);
  return {
    userId: ids.anna,
    role: 'companyuser',
    roleNumber: 5,
    permissionIds: role,
    rolePermissionIds: role,
    overrides: [],
    assignablePermissionIds: [...rolePermissions.companyadmin].map(permissionId),
    version: 'c'.repeat(32),
  };
};

describe('a user’s permissions', () => {
  it('ticks what the user holds, enables only what the admin may change, and saves the whole set', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/users/3': () => jansenUsers(),
      [`GET /api/users/${ids.anna}/permissions`]: () => pietPermissions(),
      'POST /api/user/changePermission': () => pietPermissions(),
    });
    openApp(`/settings/3/302/permissions/${ids.anna}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechten van Piet Bakker' })).toBeTruthy();
    const relations = await screen.findByRole('checkbox', { name: /Eigen relaties bekijken/ });
    expect((relations as HTMLInputElement).checked).toBe(true);
    const allUsers = screen.getByRole('checkbox', { name: /Alle gebruikers bekijken/ });
    expect((allUsers as HTMLInputElement).disabled).toBe(true);
    const contact = screen.getByRole('checkbox', { name: /Contactpersoon van een locatie wijzigen/ });
    expect((contact as HTMLInputElement).checked).toBe(false);

    await user.click(contact);
    await user.click(screen.getByRole('button', { name: 'Rechten opslaan' }));
    expect(await screen.findByText('Rechten opgeslagen.')).toBeTruthy();
    const sent = api.sent('POST', '/api/user/changePermission')[0].body as { newPermissionIds: number[] };
    expect(sent.newPermissionIds.sort((a, b) => a - b)).toEqual(
      [...pietPermissions().permissionIds, permissionId('Locations.EditLocationContact')].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('shows a refusal as update failed', async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      'GET /api/users/3': () => jansenUsers(),
      [`GET /api/users/${ids.anna}/permissions`]: () => pietPermissions(),
      'POST /api/user/changePermission': () => refusal('permissionNotAssignable'),
    });
    openApp(`/settings/3/302/permissions/${ids.anna}`);
    await user.click(await screen.findByRole('button', { name: 'Rechten opslaan' }));
    expect(
      await screen.findByText('Bijwerken mislukt: dit recht mag u deze gebruiker niet geven of afnemen'),
    ).toBeTruthy();
  });
});

const directoryUser = (name: string, email: string, extra: Partial<DirectoryUser> = {}): DirectoryUser => ({
  id: `00000000-0000-4000-8000-${String(email.length).padStart(12, '0')}`,
  email,
  name,
  phoneNumber: '',
  function: '',
  role: 'companyuser',
  roleNumber: 5,
  status: 'active',
  language: 'nl',
  invitedAt: '2026-03-01T09:00:00.000Z',
  version: 'b'.repeat(32),
  activatedAt: null,
  deactivatedAt: null,
  relations: [{ pK_PT_RELATION: 3, name: 'Bouwbedrijf Jansen', isManager: false }],
  ...extra,
});

describe('all users', () => {
  it('asks each tab its own list, and searches on the server', async () => {
    const user = userEvent.setup();
    const page = (items: DirectoryUser[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
    const api = fakeUsersApi({
      'GET /api/allusers': (r) =>
        r.query.get('status') === 'active'
          ? page([directoryUser('Piet Bakker', 'piet@klant.example')])
          : r.query.get('q')
            ? page([
                directoryUser('Jeroen Bos', 'engineer@demo.example', { role: 'dbsemployee', relations: [] }),
              ])
            : page([
                directoryUser('Jeroen Bos', 'engineer@demo.example', { role: 'dbsemployee', relations: [] }),
                directoryUser('Piet Bakker', 'piet@klant.example'),
              ]),
      'GET /api/nonDbsUsers': () => page([directoryUser('Piet Bakker', 'piet@klant.example')]),
    });
    openApp('/allusers', account('dbsadmin'));
    expect(await screen.findByRole('row', { name: /Jeroen Bos/ })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Bouwbedrijf Jansen' })[0].getAttribute('href')).toBe(
      '/settings/3',
    );

    await user.click(screen.getByRole('tab', { name: 'Alle behalve medewerkers dienstverlener' }));
    await screen.findByRole('row', { name: /Piet Bakker/ });
    expect(screen.queryByRole('row', { name: /Jeroen Bos/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Alleen geactiveerde accounts' }));
    await waitFor(() =>
      expect(api.sent('GET', '/api/allusers').some((r) => r.query.get('status') === 'active')).toBe(true),
    );

    await user.click(screen.getByRole('tab', { name: 'Alle gebruikers' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Zoek op naam of e-mail' }), 'bos{Enter}');
    await waitFor(() =>
      expect(api.sent('GET', '/api/allusers').some((r) => r.query.get('q') === 'bos')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Piet Bakker/ })).toBeNull());
  });

  it('is not for a company admin', async () => {
    fakeUsersApi({});
    openApp('/allusers', account('companyadmin'));
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
  });
});

describe('copy users to a location', () => {
  it('offers the users who do not see the location yet, and copies the chosen ones: users copied', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/users/3': (r) =>
        r.query.get('locationId') === '301'
          ? jansenUsers().filter((u) => u.locations.length === 0)
          : jansenUsers(),
      'POST /api/users/addToLocation/301': () => ({ copied: [ids.anna] }),
    });
    openApp('/settings/3/301');
    await screen.findByRole('row', { name: /Anna de Vries/ });
    await user.click(screen.getByRole('button', { name: 'Gebruikers naar locatie kopiëren' }));
    const dialog = await screen.findByRole('dialog');
    const piet = await within(dialog).findByRole('checkbox', { name: /Piet Bakker/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Anna de Vries/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    expect(await within(dialog).findByText('Kies minstens één gebruiker')).toBeTruthy();
    await user.click(piet);
    await user.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('Gebruikers gekopieerd.')).toBeTruthy();
    expect(api.sent('POST', '/api/users/addToLocation/301')[0].body).toEqual({ userIds: [ids.anna] });
  });

  it('says nobody is left to copy, and offers no button that would do nothing', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({ 'GET /api/users/3': () => jansenUsers() });
    openApp('/settings/3/301');
    await screen.findByRole('row', { name: /Anna de Vries/ });
    await user.click(screen.getByRole('button', { name: 'Gebruikers naar locatie kopiëren' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Er zijn geen gebruikers die nog geen toegang/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Kopiëren' }).hasAttribute('disabled')).toBe(true);
    expect(api.sent('POST', '/api/users/addToLocation/301')).toHaveLength(0);
  });

  it('shows the refusal of a provider employee', async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      'GET /api/users/3': (r) => (r.query.get('locationId') ? [] : jansenUsers()),
      'POST /api/users/addToLocation/302': () => refusal('cannotAddProviderEmployee'),
    });
    openApp('/settings/3');
    await screen.findByRole('row', { name: /Piet Bakker/ });
    await user.click(screen.getByRole('button', { name: 'Gebruikers naar locatie kopiëren' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Naar locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Werf' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Kees Smit/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    expect(
      await within(dialog).findByText(
        'Een medewerker van de dienstverlener kan niet aan een gewone klant worden toegevoegd',
      ),
    ).toBeTruthy();
  });
});

describe('settings', () => {
  it('lists the relations the admin manages, each leading to its settings', async () => {
    fakeUsersApi({});
    openApp('/settings', account('companyadmin'), [
      jansen,
      { ...jansen, pK_PT_RELATION: 4, name: 'Gemeente Utrecht' },
    ]);
    const list = await within(await screen.findByRole('main')).findByRole('list', { name: 'Relaties' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/settings/3', '/settings/4']);
    expect(screen.queryByRole('link', { name: 'Rechtenbeheer' })).toBeNull();
  });

  it('is not for a user without Settings.ViewSettings', async () => {
    fakeUsersApi({});
    openApp('/settings', account('companyuser'));
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
  });
});

describe('users under settings', () => {
  it('leads the admin of one relation to its users, and a provider admin to all users', async () => {
    fakeUsersApi({ 'GET /api/users/3': () => jansenUsers() });
    const admin = openApp('/settings/users', account('companyadmin'));
    await waitFor(() => expect(admin.path()).toBe('/settings/3'));
    admin.unmount();

    fakeUsersApi({ 'GET /api/allusers': () => ({ items: [], total: 0, page: 1, pageSize: 25 }) });
    const provider = openApp('/settings/users', account('dbsadmin'));
    await waitFor(() => expect(provider.path()).toBe('/allusers'));
  });
});
