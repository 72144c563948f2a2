import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../contract/passkeys';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const laptop: Passkey = {
  id: 'bGFwdG9w',
  name: 'Werklaptop',
  createdAt: '2026-05-04T07:30:00.000Z',
  lastUsedAt: '2026-05-06T09:15:00.000Z',
};
const phone: Passkey = {
  id: 'cGhvbmU',
  name: 'Telefoon',
  createdAt: '2026-05-05T10:00:00.000Z',
  lastUsedAt: null,
};

/** A passkeys API that keeps what was renamed and removed. */
function passkeysApi(initial: Passkey[]) {
  let passkeys = initial;
  return fakeUsersApi({
    'GET /Identity/Passkeys': () => ({ passkeys }),
    'PUT /Identity/Passkeys/cGhvbmU': ({ body }) => {
      passkeys = passkeys.map((p) =>
        p.id === phone.id ? { ...p, name: (body as { name: string }).name } : p,
      );
      return { ok: true };
    },
    'DELETE /Identity/Passkeys/bGFwdG9w': () => {
      passkeys = passkeys.filter((p) => p.id !== laptop.id);
      return { ok: true };
    },
  });
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Passkeys', level: 2 })).closest('section') as HTMLElement;

describe('passkeys on the account screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each passkey with when it was added and last used, "not yet" for one never used', async () => {
    passkeysApi([laptop, phone]);
    openApp('/account', account('companyuser'));
    const section = await panel();
    expect(await within(section).findByRole('heading', { name: 'Werklaptop' })).toBeTruthy();
    const item = within(section).getByRole('heading', { name: 'Telefoon' }).closest('li') as HTMLElement;
    expect(within(item).getByText('nog niet')).toBeTruthy();
  });

  it('says there are none yet, and that this browser cannot add one when it has no passkeys', async () => {
    passkeysApi([]);
    openApp('/account', account('companyuser'));
    const section = await panel();
    expect(await within(section).findByText('U heeft nog geen passkeys.')).toBeTruthy();
    expect(within(section).getByText(/Deze browser ondersteunt geen passkeys/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Passkey toevoegen' })).toBeNull();
  });

  it('asks a name and the password before the browser makes a passkey, in our own words', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const api = passkeysApi([]);
    openApp('/account', account('companyuser'));
    const section = await panel();
    await userEvent.click(await within(section).findByRole('button', { name: 'Passkey toevoegen' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Passkey maken' }));
    expect(await within(section).findByText('Naam is verplicht')).toBeTruthy();
    expect(api.sent('POST', '/Identity/Passkeys/options')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Annuleren' }));
    expect(within(section).getByRole('button', { name: 'Passkey toevoegen' })).toBeTruthy();
  });

  it('renames a passkey and lists it under its new name', async () => {
    const api = passkeysApi([laptop, phone]);
    openApp('/account', account('companyuser'));
    const section = await panel();
    await userEvent.click(await within(section).findByRole('button', { name: 'Naam wijzigen: Telefoon' }));
    const name = within(section).getByRole('textbox', { name: /Naam/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Privételefoon');
    await userEvent.click(within(section).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De naam is gewijzigd.')).toBeTruthy();
    expect(api.sent('PUT', '/Identity/Passkeys/cGhvbmU')[0]!.body).toEqual({ name: 'Privételefoon' });
    expect(await within(section).findByRole('heading', { name: 'Privételefoon' })).toBeTruthy();
    // The form is gone: the focus is on the section, not lost to the page.
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Passkeys', level: 2 }));
  });

  it('removes a passkey only after asking once more', async () => {
    const api = passkeysApi([laptop, phone]);
    openApp('/account', account('companyuser'));
    const section = await panel();
    await userEvent.click(await within(section).findByRole('button', { name: 'Verwijderen: Werklaptop' }));
    const question = within(section).getByRole('group', { name: 'Verwijderen: Werklaptop' });
    expect(question.textContent).toContain('Passkey Werklaptop verwijderen?');
    expect(api.sent('DELETE', '/Identity/Passkeys/bGFwdG9w')).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De passkey is verwijderd.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('heading', { name: 'Werklaptop' })).toBeNull());
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Passkeys', level: 2 }));
  });
});
