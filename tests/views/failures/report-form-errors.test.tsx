import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { emptyReport } from '../../../src/machines/failureReport/failureReport.types';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const gate = {
  pK_R_SERVICEOBJECT: 9101,
  serviceobjectnumber: 'SO-9101',
  description: 'Slagboom',
  objectType: 'Slagboom',
  locationName: 'Kantoor',
  gateState: 'inService',
  provider: { name: 'Poortservice', phone24h: '088 123 45 67', logoUrl: null },
};
const publicPath = '/object/sticker-key-0001/9101';
const reportPath = '/api/Object/public/sticker-key-0001/9101/report';

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}$`, 'i') }));
}

/** Where the page scrolled to: the elements scrolled into view, in order. */
const scrolled: Element[] = [];
let scrolling: MockInstance;

describe('the report form on the public page of a gate', () => {
  beforeEach(() => {
    localStorage.clear();
    scrolled.length = 0;
    scrolling = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => scrolling.mockRestore());

  it('moves the focus to the first error and scrolls it into view after a refused send', async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('companyuser'));
    await userEvent.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Kies de stand van het verkeerslicht')).toBeTruthy();
    const trafficLight = screen.getByRole('button', { name: /Verkeerslicht/ });
    await waitFor(() => expect(document.activeElement).toBe(trafficLight));
    expect(scrolled.some((element) => element.contains(trafficLight))).toBe(true);
  });

  it('moves the focus to the notice that the report waits for the network, and scrolls it into view', async () => {
    fakeUsersApi({
      'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate,
      [`POST ${reportPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    openApp(publicPath, account('companyuser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Installatie SO-9101' })).toBeTruthy();
    await choose('Verkeerslicht', 'Groen');
    await choose('Is doorgang mogelijk', 'Poort open');
    await choose('Oorzaak', 'Vandalisme');
    await userEvent.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'Bord eraf getrokken');
    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), 'Gert');
    await userEvent.type(screen.getByRole('textbox', { name: /Telefoonnummer/ }), '06-98765432');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const notice = (await screen.findByText(/verbinding/i)).closest('.alert') as HTMLElement;
    expect(notice).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(scrolled).toContain(notice);
  });

  it('keeps a wrong phone number marked until it is right, as the user types', async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('companyuser'));
    const phone = await screen.findByRole('textbox', { name: /Telefoonnummer/ });
    await userEvent.type(phone, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Telefoonnummer is ongeldig')).toBeTruthy();
    // Still too few digits: the error stays.
    await userEvent.type(phone, '6-12');
    expect(screen.getByText('Telefoonnummer is ongeldig')).toBeTruthy();
    await userEvent.type(phone, '345');
    expect(screen.queryByText('Telefoonnummer is ongeldig')).toBeNull();
  });

  it('says the limit of a description that is too long, and stops typing at it', async () => {
    // A draft kept in this browser from before the limit was stated: 10,000 characters.
    const draft = { ...emptyReport('00000000-0000-4000-8000-000000000001'), objectId: undefined };
    localStorage.setItem(
      'failureReport:public:9101',
      JSON.stringify({ draft: { ...draft, kind: 'reportFailure', description: 'x'.repeat(10_000) } }),
    );
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('companyuser'));
    const description = (await screen.findByRole('textbox', { name: /Omschrijving/ })) as HTMLTextAreaElement;
    expect(description.maxLength).toBe(4000);
    expect(screen.getByText('Nog 0 tekens')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Maximaal 4.000 tekens')).toBeTruthy();
    expect(screen.queryByText('Dit veld is ongeldig')).toBeNull();
  });

  it('refuses a file that is no photo when it is chosen, and says so', async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('companyuser'));
    await screen.findByRole('button', { name: 'Foto toevoegen' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['not a photo'], 'offerte.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Dit bestand is geen foto: kies een JPEG-, PNG- of WebP-afbeelding'),
    ).toBeTruthy();
    expect(screen.queryByText('offerte.pdf')).toBeNull();
  });

  it('refuses a text file named .png when it is chosen: a photo is judged by its bytes', async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('companyuser'));
    await screen.findByRole('button', { name: 'Foto toevoegen' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['Dit is tekst, geen foto.'], 'foto.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Dit bestand is geen foto: kies een JPEG-, PNG- of WebP-afbeelding'),
    ).toBeTruthy();
    expect(screen.queryByText('foto.png')).toBeNull();
  });
});
