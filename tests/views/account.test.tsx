import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp, refusal } from './users/fake-users-api';

const sophie = () =>
  account('companyadmin', {
    name: 'Sophie van Dijk',
    email: 'sophie@klant.example',
    phoneNumber: '06 2231 4570',
    function: 'Facilitair manager',
  });

const echoProfile =
  (base = sophie()) =>
  ({ body }: { body: unknown }) => {
    const { Name, PhoneNumber, Function: jobFunction, Language } = body as Record<string, string>;
    return { ...base, name: Name, phoneNumber: PhoneNumber, function: jobFunction, language: Language };
  };

describe('the account screens', () => {
  it('shows the own profile and, after saving a change, the new name everywhere', async () => {
    const api = fakeUsersApi({ 'POST /Identity/ChangeProfile': echoProfile() });
    const { path } = openApp('/account/change', sophie());
    const name = await screen.findByRole('textbox', { name: 'Naam' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sophie de Wit');
    await userEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));

    expect(await screen.findByText('Profiel opgeslagen.')).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeProfile')[0].body).toEqual({
      Name: 'Sophie de Wit',
      PhoneNumber: '06 2231 4570',
      Function: 'Facilitair manager',
      Language: 'nl',
    });
    await waitFor(() => expect(path()).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    // The session holds the answer: the account page and the menu show the new name.
    expect(screen.getAllByText('Sophie de Wit').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty name without sending it', async () => {
    const api = fakeUsersApi({ 'POST /Identity/ChangeProfile': echoProfile() });
    openApp('/account/change', sophie());
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Naam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeProfile')).toHaveLength(0);
  });

  it('shows the password policy rule by rule while the new password is typed', async () => {
    fakeUsersApi({});
    openApp('/account/change', sophie());
    const policy = () => document.getElementById('password-policy') as HTMLElement;
    const newPassword = await screen.findByLabelText('Nieuw wachtwoord');
    const met = () => [...policy().querySelectorAll('.is-met')].map((rule) => rule.textContent);
    await userEvent.type(newPassword, 'abc1');
    expect(met()).toEqual(['minstens 1 cijfer (voldaan)']);
    await userEvent.type(newPassword, 'D!x');
    expect(met()).toHaveLength(4);
    expect(within(policy()).queryByText(/nog niet voldaan/)).toBeNull();
  });

  it("puts the server's refusal of the old password at that field, and says the other devices are signed out", async () => {
    let attempts = 0;
    const api = fakeUsersApi({
      'POST /Identity/ChangePassword': () =>
        ++attempts === 1 ? refusal('wrongPassword', 'Het huidige wachtwoord is onjuist') : { ok: true },
    });
    openApp('/account/change', sophie());
    await userEvent.type(
      await screen.findByLabelText('Huidig wachtwoord', { selector: '[name=OldPassword]' }),
      'Fout!2026',
    );
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw!2026');
    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Nieuw!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const oldField = screen.getByLabelText('Huidig wachtwoord', { selector: '[name=OldPassword]' });
    await waitFor(() => expect(oldField.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Het huidige wachtwoord is onjuist')).toBeTruthy();

    await userEvent.clear(oldField);
    await userEvent.type(oldField, 'Demo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(
      (await screen.findAllByText('Wachtwoord gewijzigd. U bent op uw andere apparaten uitgelogd.')).length,
    ).toBeGreaterThan(0);
    expect(api.sent('POST', '/Identity/ChangePassword')).toHaveLength(2);
  });

  it('refuses mismatched new passwords without sending them', async () => {
    const api = fakeUsersApi({ 'POST /Identity/ChangePassword': () => ({ ok: true }) });
    openApp('/account/change', sophie());
    await userEvent.type(
      await screen.findByLabelText('Huidig wachtwoord', { selector: '[name=OldPassword]' }),
      'Demo!2026',
    );
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw!2026');
    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Anders!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('De wachtwoorden komen niet overeen')).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangePassword')).toHaveLength(0);
  });

  it('asks for the current password to change the email, then says the change is not yet definitive', async () => {
    const api = fakeUsersApi({ 'POST /Identity/ChangeEmail': () => ({ ok: true }) });
    const { path } = openApp('/account/change', sophie());
    await userEvent.type(await screen.findByLabelText('Nieuw e-mailadres'), 'sophie@nieuw.example');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await screen.findByText('Wachtwoord is verplicht')).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeEmail')).toHaveLength(0);

    await userEvent.type(
      screen.getByLabelText('Huidig wachtwoord', { selector: '[name=Password]' }),
      'Demo!2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await screen.findByText(/E-mailadres gewijzigd, maar nog niet definitief/)).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeEmail')[0].body).toEqual({
      NewEmail: 'sophie@nieuw.example',
      Password: 'Demo!2026',
    });
    // Said once: the success message already says the change is not yet definitive.
    expect(screen.getAllByText(/niet definitief/i)).toHaveLength(1);
    expect(path()).toBe('/account/change');
  });

  it('saves the language on the profile and switches the app to it at once', async () => {
    const api = fakeUsersApi({ 'POST /Identity/ChangeProfile': echoProfile() });
    openApp('/account', sophie());
    await userEvent.click(await screen.findByRole('button', { name: /Nederlands/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Taal opslaan' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Language' })).toBeTruthy();
    expect(api.sent('POST', '/Identity/ChangeProfile')[0].body).toMatchObject({ Language: 'en' });
  });

  it('is in the menu of every signed-in user', async () => {
    fakeUsersApi({});
    openApp('/', account('readonlyuser'));
    expect(await screen.findByRole('link', { name: 'Account' })).toBeTruthy();
  });
});
