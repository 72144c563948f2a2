import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RelationUser } from '../../../contract/users';
import { setLocale } from '../../../src/i18n/store';
import {
  account,
  assignable,
  fakeUsersApi,
  ids,
  jansenUsers,
  openApp,
  type Request,
  refusal,
  relationUser,
} from './fake-users-api';

const usersOf = (list: () => RelationUser[]) => ({
  'GET /api/users/3': () => list(),
  'GET /api/roles': () => assignable,
});

const rowOf = (name: RegExp | string) => screen.findByRole('row', { name });

async function chooseAction(user: ReturnType<typeof userEvent.setup>, rowName: RegExp, action: string) {
  const row = await rowOf(rowName);
  await user.click(within(row).getByRole('button', { name: /^Acties voor/ }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('relation settings', () => {
  it('lists the users with role, status (deactivated shown as deleted/blocked), manager and locations', async () => {
    fakeUsersApi(usersOf(jansenUsers));
    openApp('/settings/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bouwbedrijf Jansen' })).toBeTruthy();
    const me = await rowOf(/Anna de Vries/);
    expect(within(me).getByText('Dit bent u')).toBeTruthy();
    expect(within(me).getByText('Beheerder klant')).toBeTruthy();
    expect(within(me).getByText('Ja')).toBeTruthy();
    expect(within(me).getByText('Alle locaties')).toBeTruthy();
    expect(within(await rowOf(/Piet Bakker/)).getByText('Werf')).toBeTruthy();
    expect(within(await rowOf(/lotte@klant/)).getByText('Uitgenodigd')).toBeTruthy();
    // Without a name, her row header says so in a word: the address stands once, in its own column.
    expect(
      within(await rowOf(/^Nog geen naam lotte@klant\.example/)).getAllByText('lotte@klant.example'),
    ).toHaveLength(2);
    expect(within(await rowOf(/Kees Smit/)).getByText('Verwijderd/geblokkeerd')).toBeTruthy();
    expect(document.title).toBe('service portal / Instellingen / Bouwbedrijf Jansen');
  });

  it('offers each status its own actions, and none that would act on yourself', async () => {
    const user = userEvent.setup();
    fakeUsersApi(usersOf(jansenUsers));
    openApp('/settings/3');
    const menuOf = async (rowName: RegExp) => {
      const row = await rowOf(rowName);
      await user.click(within(row).getByRole('button', { name: /^Acties voor/ }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    expect(await menuOf(/lotte@klant/)).toEqual([
      'Uitnodiging opnieuw versturen',
      'Directe link kopiëren',
      'Rol wijzigen',
      'Beheerder maken',
      'Bij deze klant weghalen',
      'Deactiveren',
    ]);
    expect(await menuOf(/Piet Bakker/)).toEqual([
      'Rol wijzigen',
      'Beheerder maken',
      'Bij deze klant weghalen',
      'Deactiveren',
    ]);
    expect(await menuOf(/Kees Smit/)).toEqual([
      'Rol wijzigen',
      'Beheerder maken',
      'Bij deze klant weghalen',
      'Heractiveren',
    ]);
    expect(await menuOf(/Anna de Vries/)).toEqual(['Niet langer beheerder']);
  });

  it('shows no actions to a read-only user', async () => {
    fakeUsersApi(usersOf(jansenUsers));
    openApp(
      '/settings/3',
      account('readonlyuser', { permissions: { 'Settings.ViewSettings': true, 'Users.Invite': true } }),
    );
    await rowOf(/Piet Bakker/);
    expect(screen.queryByRole('button', { name: /^Acties voor/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gebruiker uitnodigen' })).toBeNull();
  });

  it('deactivates after a confirmation, then offers reactivation, and reloads the list', async () => {
    const user = userEvent.setup();
    let users = jansenUsers();
    const api = fakeUsersApi({
      ...usersOf(() => users),
      [`POST /api/users/3/${ids.anna}/delete`]: () => {
        users = users.map((u) => (u.id === ids.anna ? { ...u, status: 'deactivated' as const } : u));
        return users.find((u) => u.id === ids.anna);
      },
    });
    openApp('/settings/3');
    await chooseAction(user, /Piet Bakker/, 'Deactiveren');
    const dialog = await screen.findByRole('dialog', { name: 'Gebruiker deactiveren' });
    expect(within(dialog).getByText(/Piet Bakker kan daarna niet meer inloggen/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactiveren' }));

    expect(await screen.findByText('Gebruiker gedeactiveerd.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', `/api/users/3/${ids.anna}/delete`)[0].body).toEqual({ id: ids.anna });
    expect(within(await rowOf(/Piet Bakker/)).getByText('Verwijderd/geblokkeerd')).toBeTruthy();
    await chooseAction(user, /Piet Bakker/, 'Heractiveren');
  });

  it('cancels a deactivation without a call', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi(usersOf(jansenUsers));
    openApp('/settings/3');
    await chooseAction(user, /Piet Bakker/, 'Deactiveren');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says why a reactivation was refused', async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      ...usersOf(jansenUsers),
      'POST /api/users/3/reactivate': () => refusal('userNotInRelation'),
    });
    openApp('/settings/3');
    await chooseAction(user, /Kees Smit/, 'Heractiveren');
    expect(
      await screen.findByText('Bijwerken mislukt: deze gebruiker hoort niet bij deze klant'),
    ).toBeTruthy();
    expect(within(await rowOf(/Kees Smit/)).getByText('Verwijderd/geblokkeerd')).toBeTruthy();
  });

  it('resends an invitation, then copies the fresh link: direct link copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = fakeUsersApi({
      ...usersOf(jansenUsers),
      'POST /api/users/resend': () => ({
        userId: ids.lotte,
        email: 'lotte@klant.example',
        inviteLink: 'http://portal.test/registration?code=fresh',
      }),
    });
    openApp('/settings/3');
    await chooseAction(user, /lotte@klant/, 'Uitnodiging opnieuw versturen');
    expect(
      await screen.findByText('Uitnodiging opnieuw verstuurd; de vorige link werkt niet meer.'),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/users/resend')[0].body).toEqual({ email: 'lotte@klant.example' });

    await chooseAction(user, /lotte@klant/, 'Directe link kopiëren');
    expect(await screen.findByText('Directe link gekopieerd.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://portal.test/registration?code=fresh');
    // The link was known already: copying did not ask for another one.
    expect(api.sent('POST', '/api/users/resend')).toHaveLength(1);
  });

  it('makes a user manager', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      ...usersOf(jansenUsers),
      'POST /api/users/3/manager': (r: Request) =>
        relationUser({
          id: ids.anna,
          email: 'piet@klant.example',
          isManager: (r.body as { isManager: boolean }).isManager,
        }),
    });
    openApp('/settings/3');
    await chooseAction(user, /Piet Bakker/, 'Beheerder maken');
    expect(await screen.findByText('Beheerder toegevoegd.')).toBeTruthy();
    expect(api.sent('POST', '/api/users/3/manager')[0].body).toEqual({ userId: ids.anna, isManager: true });
  });
});

describe('the invite dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    openApp('/settings/3');
    await user.click(await screen.findByRole('button', { name: 'Gebruiker uitnodigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gebruiker uitnodigen bij Bouwbedrijf Jansen' });
    return { user, dialog };
  }

  async function chooseRole(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, role: string) {
    await user.click(within(dialog).getByRole('button', { name: /Rol/ }));
    await user.click(await screen.findByRole('option', { name: role }));
  }

  it('asks for the email and the role, and checks the address, before sending anything', async () => {
    const api = fakeUsersApi(usersOf(jansenUsers));
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: /Rol/ });
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await within(dialog).findByText('E-mail is verplicht')).toBeTruthy();
    expect(within(dialog).getByText('Dit veld is verplicht')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'geen-adres');
    await chooseRole(user, dialog, 'Gebruiker');
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await within(dialog).findByText('E-mail is ongeldig')).toBeTruthy();
    expect(within(dialog).queryByText('Dit veld is verplicht')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers only the roles a customer can have', async () => {
    fakeUsersApi({
      ...usersOf(jansenUsers),
      'GET /api/roles': () => [{ name: 'dbsemployee', number: 3, isProviderRole: true }, ...assignable],
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: /Rol/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Beheerder klant', 'Gebruiker', 'Alleen lezen']);
  });

  it('shows the refusal of a provider employee in the words of the spec, in either language', async () => {
    const api = fakeUsersApi({
      ...usersOf(jansenUsers),
      'POST /api/users/3/add': () => refusal('cannotAddProviderEmployee'),
    });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText(/E-mail/), 'engineer@demo.example');
    await chooseRole(user, dialog, 'Gebruiker');
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Een medewerker van de dienstverlener kan niet aan een gewone klant worden toegevoegd',
    );
    expect(api.sent('POST', '/api/users/3/add')[0].body).toEqual({
      email: 'engineer@demo.example',
      role: 5,
      language: 'nl',
    });
    setLocale('en');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Cannot add provider employee to regular customer',
    );
  });

  it('wraps any other failure as invite failed with the error', async () => {
    fakeUsersApi({
      ...usersOf(jansenUsers),
      'POST /api/users/3/add': () => ({
        status: 500,
        body: { StatusCode: 500, Message: 'Er ging iets mis op de server', Code: 'serverError' },
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText(/E-mail/), 'nieuw@klant.example');
    await chooseRole(user, dialog, 'Gebruiker');
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Uitnodigen mislukt: Er ging iets mis op de server',
    );
  });

  it('invites, shows the link to pass on, and reloads the list with the new user', async () => {
    let users = jansenUsers();
    const invited = relationUser({
      id: '00000000-0000-4000-8000-000000000009',
      email: 'nieuw@klant.example',
      status: 'invited',
    });
    const api = fakeUsersApi({
      ...usersOf(() => users),
      'POST /api/users/3/add': () => {
        users = [...users, invited];
        return {
          ...invited,
          inviteLink: 'http://portal.test/registration?code=abc',
          outcome: 'invited',
          roleChanged: false,
        };
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText(/E-mail/), 'nieuw@klant.example');
    await chooseRole(user, dialog, 'Alleen lezen');
    await user.click(within(dialog).getByRole('button', { name: /Taal van de uitnodiging/ }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));

    expect(
      await within(dialog).findByText(
        /De uitnodiging is verstuurd naar nieuw@klant.example\..*hij werkt 14 dagen, tot het account geactiveerd is/,
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Activatielink') as HTMLInputElement).value).toBe(
      'http://portal.test/registration?code=abc',
    );
    expect(await screen.findByText('Uitnodiging verstuurd.')).toBeTruthy();
    expect(api.sent('POST', '/api/users/3/add')[0].body).toEqual({
      email: 'nieuw@klant.example',
      role: 6,
      language: 'en',
    });
    expect(await rowOf(/nieuw@klant/)).toBeTruthy();
  });
});

describe("a company admin's rule of two-step verification", () => {
  const ruleApi = (ownFactorOn: boolean) => {
    let required = false;
    return fakeUsersApi({
      ...usersOf(jansenUsers),
      'GET /api/second-factor-rules': () => [{ relationId: 3, name: 'Bouwbedrijf Jansen', required }],
      'PUT /api/second-factor-rules/3': ({ body }) => {
        const wanted = (body as { required: boolean }).required;
        if (wanted && !ownFactorOn) return refusal('secondFactorOwnFirst');
        required = wanted;
        return { ok: true };
      },
    });
  };
  const rule = () =>
    screen.findByRole('checkbox', {
      name: 'Gebruikers van Bouwbedrijf Jansen loggen in met tweestapsverificatie',
    });

  it("requires it of the relation's users, and says so", async () => {
    const api = ruleApi(true);
    openApp('/settings/3');
    const box = await rule();
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect(await screen.findByText(/nu verplicht voor de gebruikers van deze relatie/)).toBeTruthy();
    expect(api.sent('PUT', '/api/second-factor-rules/3')[0]!.body).toEqual({ required: true });
    await waitFor(async () => expect(((await rule()) as HTMLInputElement).checked).toBe(true));
  });

  it('sends an admin without their own second factor to their account first', async () => {
    ruleApi(false);
    openApp('/settings/3');
    await userEvent.click(await rule());
    expect(await screen.findByText(/Zet eerst uw eigen tweestapsverificatie aan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar mijn account' }).getAttribute('href')).toBe('/account');
    expect(((await rule()) as HTMLInputElement).checked).toBe(false);
  });

  it('is not there for the provider, whose staff always sign in with one', async () => {
    const api = ruleApi(true);
    openApp('/settings/3', account('dbsadmin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bouwbedrijf Jansen' })).toBeTruthy();
    await rowOf(/Anna de Vries/);
    expect(screen.queryByRole('checkbox', { name: /tweestapsverificatie/ })).toBeNull();
    expect(api.sent('GET', '/api/second-factor-rules')).toHaveLength(0);
  });
});
