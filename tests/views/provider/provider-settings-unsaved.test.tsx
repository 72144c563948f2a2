import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withLaidOutList } from '../laid-out-list';
import { relations } from '../support';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const settings = {
  name: 'Poortservice Nederland',
  website: 'https://poortservice.example/',
  phone24h: '088 123 45 67',
  logoUrl: null,
};

function settingsApi() {
  let current = { ...settings };
  return fakeUsersApi({
    'GET /api/providerSettings': () => current,
    'POST /api/providerSettings': (request) => {
      current = { ...current, ...(request.body as object) };
      return current;
    },
  });
}

const nameField = () => screen.findByRole('textbox', { name: /^Naam/ });
const menuLink = (name: string) => within(screen.getByRole('complementary')).getByRole('link', { name });
const seeQuestion = () => screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });

// Issue 28 item 12: edits on /dbssettings vanished without a word when the page was left.
describe('edits of the provider settings that are not saved', () => {
  it('ask before a link of the app leaves them, and stay when the user stays', async () => {
    settingsApi();
    const app = openApp('/dbssettings', account('dbsadmin'));
    await userEvent.type(await nameField(), ' B.V.');
    expect(screen.getByText('Wijzigingen nog niet opgeslagen')).toBeTruthy();

    await userEvent.click(menuLink('Account'));
    const question = await seeQuestion();
    expect(question.textContent).toContain('Als u deze pagina verlaat, gaan ze verloren.');
    await userEvent.click(within(question).getByRole('button', { name: 'Op deze pagina blijven' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.path()).toBe('/dbssettings');
    expect(((await nameField()) as HTMLInputElement).value).toBe('Poortservice Nederland B.V.');
  });

  it('leave without saving when the user says so, and nothing is sent', async () => {
    const api = settingsApi();
    const app = openApp('/dbssettings', account('dbsadmin'));
    await userEvent.type(await nameField(), ' B.V.');
    await userEvent.click(menuLink('Account'));
    await userEvent.click(
      within(await seeQuestion()).getByRole('button', { name: 'Verlaten zonder opslaan' }),
    );
    await waitFor(() => expect(app.path()).toBe('/account'));
    expect(api.sent('POST', '/api/providerSettings')).toHaveLength(0);
  });

  it('ask when the tab is closed or reloaded', async () => {
    settingsApi();
    openApp('/dbssettings', account('dbsadmin'));
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await nameField();
    expect(unload()).toBe(false);
    await userEvent.type(await nameField(), ' B.V.');
    expect(unload()).toBe(true);
  });

  it('leave freely once saved, and when nothing was changed', async () => {
    settingsApi();
    const app = openApp('/dbssettings', account('dbsadmin'));
    const field = await nameField();
    await userEvent.type(field, ' B.V.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Poortservice Nederland');
    expect(screen.queryByText('Wijzigingen nog niet opgeslagen')).toBeNull();

    await userEvent.type(await nameField(), ' B.V.');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Gegevens bijgewerkt.', { exact: false })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Wijzigingen nog niet opgeslagen')).toBeNull());
    await userEvent.click(menuLink('Account'));
    await waitFor(() => expect(app.path()).toBe('/account'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Issue 28: the customer chooser and log-out call the router themselves, so no link click was heard.
  describe('left by a command rather than a link', () => {
    withLaidOutList();

    const chooseCustomer = async (name: string) => {
      const chooser = await screen.findByRole('combobox', { name: 'Kies klant' });
      await userEvent.type(chooser, name);
      await userEvent.click(await screen.findByRole('option', { name }));
    };

    it('ask before the customer chooser leaves them, and stay when the user stays', async () => {
      settingsApi();
      const app = openApp('/dbssettings', account('dbsadmin'), relations(12));
      await userEvent.type(await nameField(), ' B.V.');

      await chooseCustomer('Relatie 07');
      await userEvent.click(
        within(await seeQuestion()).getByRole('button', { name: 'Op deze pagina blijven' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(app.path()).toBe('/dbssettings');
      expect(((await nameField()) as HTMLInputElement).value).toBe('Poortservice Nederland B.V.');

      // Staying chose no customer: the chooser shows none, as before.
      expect((screen.getByRole('combobox', { name: 'Kies klant' }) as HTMLInputElement).value).toBe('');
      await chooseCustomer('Relatie 07');
      await userEvent.click(
        within(await seeQuestion()).getByRole('button', { name: 'Verlaten zonder opslaan' }),
      );
      await waitFor(() => expect(app.path()).toBe('/buildings/7'));
    });

    it('ask before log-out leaves them, and log out only when the user says so', async () => {
      const api = settingsApi();
      const app = openApp('/dbssettings', account('dbsadmin'));
      await userEvent.type(await nameField(), ' B.V.');

      await userEvent.click(screen.getAllByRole('button', { name: /Uitloggen/ })[0]);
      await userEvent.click(
        within(await seeQuestion()).getByRole('button', { name: 'Op deze pagina blijven' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(app.path()).toBe('/dbssettings');
      expect(((await nameField()) as HTMLInputElement).value).toBe('Poortservice Nederland B.V.');

      await userEvent.click(screen.getAllByRole('button', { name: /Uitloggen/ })[0]);
      await userEvent.click(
        within(await seeQuestion()).getByRole('button', { name: 'Verlaten zonder opslaan' }),
      );
      expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
      await waitFor(() => expect(app.path()).toBe('/login'));
      expect(api.sent('POST', '/api/providerSettings')).toHaveLength(0);
    });

    it('log out at once when nothing was changed', async () => {
      settingsApi();
      const app = openApp('/dbssettings', account('dbsadmin'));
      await nameField();
      await userEvent.click(screen.getAllByRole('button', { name: /Uitloggen/ })[0]);
      expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
      await waitFor(() => expect(app.path()).toBe('/login'));
      expect(screen.queryByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).toBeNull();
    });
  });
});
