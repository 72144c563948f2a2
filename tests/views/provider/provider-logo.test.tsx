import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const settings = {
  name: 'Poortservice Nederland',
  website: 'https://poortservice.example/',
  phone24h: '088 123 45 67',
  logoUrl: null as string | null,
};
const newLogo = '/api/providerSettings/logo?v=0123456789abcdef';
const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
    type: 'image/png',
  });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');

describe('the provider logo', () => {
  it('uploads the chosen image, says so, and shows it on the page and in the footer', async () => {
    let current = { ...settings };
    const api = fakeUsersApi({
      'GET /api/providerSettings': () => current,
      'POST /api/providerSettings/logo': () => {
        current = { ...settings, logoUrl: newLogo };
        return current;
      },
    });
    openApp('/dbssettings', account('dbsadmin'));
    expect(
      await screen.findByText('Er is nog geen logo geüpload; het standaardlogo wordt getoond.'),
    ).toBeTruthy();
    await waitFor(() => expect(fileInput()).not.toBeNull());
    expect(fileInput()?.accept).toBe('image/png,image/jpeg');

    await userEvent.upload(fileInput() as HTMLInputElement, pngFile());

    expect(await screen.findByText('Logo bijgewerkt.')).toBeTruthy();
    expect(api.sent('POST', '/api/providerSettings/logo')).toHaveLength(1);
    const image = await screen.findByRole('img', { name: 'Huidig logo van de dienstverlener' });
    expect(image.getAttribute('src')).toBe(newLogo);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link').querySelector('img')?.getAttribute('src')).toBe(newLogo),
    );
  });

  it('says why the server refused the file', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'POST /api/providerSettings/logo': () => ({
        status: 400,
        body: {
          StatusCode: 400,
          Message: 'Het logo moet een PNG- of JPEG-afbeelding zijn',
          Code: 'logoNotAnImage',
        },
      }),
    });
    openApp('/dbssettings', account('dbsadmin'));
    await waitFor(() => expect(fileInput()).not.toBeNull());
    await userEvent.upload(fileInput() as HTMLInputElement, pngFile());
    expect(
      await screen.findByText('Logo uploaden mislukt: Het logo moet een PNG- of JPEG-afbeelding zijn'),
    ).toBeTruthy();
  });
});
