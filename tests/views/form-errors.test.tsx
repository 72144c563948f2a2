import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const sophie = () => account('companyadmin', { name: 'Sophie van Dijk', email: 'sophie@klant.example' });

/** The password form of /account/change, refused for new passwords that differ. */
async function refuseMismatchedPasswords() {
  fakeUsersApi({ 'POST /Identity/ChangePassword': () => ({ ok: true }) });
  openApp('/account/change', sophie());
  await userEvent.type(
    await screen.findByLabelText('Huidig wachtwoord', { selector: '[name=OldPassword]' }),
    'Demo!2026',
  );
  await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw!2026');
  const confirm = screen.getByLabelText('Bevestig nieuw wachtwoord');
  await userEvent.type(confirm, 'Anders!2026');
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
  expect(await screen.findByText('De wachtwoorden komen niet overeen')).toBeTruthy();
  return confirm;
}

const mismatch = () => screen.queryByText('De wachtwoorden komen niet overeen');

describe('field errors in a form', () => {
  it('clears an error as its field becomes right, while the user types, before the field loses focus', async () => {
    const confirm = await refuseMismatchedPasswords();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Nieuw!202');
    // Still wrong: the error stays.
    expect(mismatch()).toBeTruthy();
    await userEvent.type(confirm, '6');
    // Right now, and the field still has the focus: the error is gone already, not on the way to the button.
    expect(document.activeElement).toBe(confirm);
    expect(mismatch()).toBeNull();
  });

  it('keeps the error of a field still wrong when it loses focus', async () => {
    const confirm = await refuseMismatchedPasswords();
    await userEvent.type(confirm, 'x');
    await userEvent.tab();
    expect(document.activeElement).not.toBe(confirm);
    expect(mismatch()).toBeTruthy();
  });

  it('moves the focus to the first field with an error after a refused send', async () => {
    fakeUsersApi({ 'POST /Identity/ChangePassword': () => ({ ok: true }) });
    openApp('/account/change', sophie());
    await userEvent.type(await screen.findByLabelText('Nieuw wachtwoord'), 'Nieuw!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('Wachtwoord is verplicht')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Huidig wachtwoord', { selector: '[name=OldPassword]' }),
      ),
    );
  });

  it('says the limit of a name that is too long, stops typing at it and counts down near it', async () => {
    fakeUsersApi({});
    openApp('/account/change', account('companyadmin', { name: 'N'.repeat(150), function: '' }));
    const name = (await screen.findByRole('textbox', { name: 'Naam' })) as HTMLInputElement;
    expect(name.maxLength).toBe(100);
    await userEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByText('Maximaal 100 tekens')).toBeTruthy();
    expect(screen.queryByText('Dit veld is ongeldig')).toBeNull();

    const jobFunction = screen.getByRole('textbox', { name: 'Functie' }) as HTMLInputElement;
    const field = jobFunction.closest('.field') as HTMLElement;
    await userEvent.type(jobFunction, 'f'.repeat(75));
    expect(within(field).queryByText(/^Nog \d+ tekens$/)).toBeNull();
    await userEvent.type(jobFunction, 'f'.repeat(10));
    expect(within(field).getByText('Nog 15 tekens')).toBeTruthy();
    await userEvent.type(jobFunction, 'f'.repeat(20));
    expect(jobFunction.value).toHaveLength(100);
    expect(within(field).getByText('Nog 0 tekens')).toBeTruthy();
  });
});
