import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, fakeUsersApi, type Handler, openApp as openAppOnce } from '../users/fake-users-api';

// One browser runs one app at a time: an app left behind stops, as a closed tab's would.
const opened: ReturnType<typeof openAppOnce>[] = [];
const openApp = (...args: Parameters<typeof openAppOnce>) => {
  const app = openAppOnce(...args);
  const unmount = app.unmount;
  opened.push(app);
  return {
    ...app,
    unmount: () => {
      unmount();
      app.actors.stop();
    },
  };
};
afterEach(() => {
  for (const app of opened.splice(0)) app.actors.stop();
});

/**
 * A shared computer: what James leaves in the browser (a draft, a report waiting for the network) is his.
 * Sophie, signing in after him, neither sees it nor sends it; it goes when the network returns, from any
 * screen, or when James signs in again.
 */

const james = () =>
  account('companyuser', {
    id: 'a1000000-0000-4000-8000-00000000000a',
    name: 'James Carter',
    phoneNumber: '0612345678',
  });
const sophie = () =>
  account('companyadmin', {
    id: 'b2000000-0000-4000-8000-00000000000b',
    name: 'Sophie Jansen',
    phoneNumber: '',
  });

const settings = { name: 'Poortservice', website: null, phone24h: null, logoUrl: null };
const noObjects = { items: [], total: 0, page: 1, pageSize: 100 };
const accepted: Handler = (request) => ({ id: (request.body as { id: string }).id, status: 'new' });
const noNetwork: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/** Types a question about the office on the contact form and presses Send. */
async function sendQuestion(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Locatie/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Kantoor' }));
  await userEvent.click(await screen.findByRole('button', { name: /Waarover gaat het/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Vraag' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Omschrijving/ }), text);
  await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
}

const waitingText = /Uw melding is bewaard en wordt verstuurd zodra er weer verbinding is/;

/** The description field of the contact form, once it shows. */
const description = async () =>
  (await screen.findByRole('textbox', { name: /Omschrijving/ })) as HTMLTextAreaElement;

// A busy two-core machine types slowly; these prove what is sent, not how fast.
describe('the contact form on a shared computer', { timeout: 120_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('shows the next user an empty form, not the draft the previous user left, and gives it back to its own user', async () => {
    fakeUsersApi({ 'GET /api/providerSettings': () => settings });
    const first = openApp('/contact', james());
    await userEvent.type(await description(), 'Slagboom blijft dicht bij de uitgang');
    first.unmount();

    const second = openApp('/contact', sophie());
    expect((await description()).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe('Sophie Jansen');
    expect(screen.getByRole('textbox', { name: /Telefoon/ }).getAttribute('value') ?? '').not.toContain(
      '0612345678',
    );
    second.unmount();

    openApp('/contact', james());
    expect((await description()).value).toBe('Slagboom blijft dicht bij de uitgang');
  });

  it('forgets at logout what was kept of the user for working offline, and only theirs', async () => {
    const copyOf = (user: { id: string }) => `offline-copy:${user.id}:/Identity/Profile`;
    for (const user of [james(), sophie()])
      localStorage.setItem(copyOf(user), JSON.stringify({ at: 1, value: user }));
    localStorage.setItem('offline-copy-index', JSON.stringify([copyOf(james()), copyOf(sophie())]));
    fakeUsersApi({});
    const app = openApp('/account', james());
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    app.actors.session.send({ type: 'session.logout' });
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(localStorage.getItem(copyOf(james()))).toBeNull();
    expect(localStorage.getItem(copyOf(sophie()))).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('offline-copy-index')!)).toEqual([copyOf(sophie())]);
  });

  it('removes at logout a contact draft kept before drafts were sealed to their user', async () => {
    const unsealed = { draft: { description: 'Van een eerdere gebruiker', photos: [] }, sending: false };
    localStorage.setItem('failureReport:contact', JSON.stringify(unsealed));
    fakeUsersApi({});
    const app = openApp('/account', james());
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    app.actors.session.send({ type: 'session.logout' });
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(localStorage.getItem('failureReport:contact')).toBeNull();
  });

  it("never sends the previous user's waiting report under the next user's login", async () => {
    const offline = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => noObjects,
      'POST /api/contact': noNetwork,
    });
    const first = openApp('/contact', james());
    await sendQuestion('Vraag van James');
    expect(await screen.findByText(waitingText)).toBeTruthy();
    expect(offline.sent('POST', '/api/contact')).toHaveLength(1);
    first.unmount();

    const online = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => noObjects,
      'POST /api/contact': accepted,
    });
    openApp('/contact', sophie());
    expect((await description()).value).toBe('');
    window.dispatchEvent(new Event('online'));
    // Time for anything that would send: Sophie's sign-in and the network's return both passed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(online.sent('POST', '/api/contact')).toEqual([]);
    expect(screen.queryByText(waitingText)).toBeNull();
  });

  it('sends the waiting report when the connection returns while its user is on another screen', async () => {
    const handlers: Record<string, Handler> = {
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => noObjects,
      'POST /api/contact': noNetwork,
    };
    const api = fakeUsersApi(handlers);
    const app = openApp('/contact', james());
    await sendQuestion('Poort gaat niet open');
    expect(await screen.findByText(waitingText)).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(app.path()).toBe('/account'));
    // The contact form is gone: only the account screen shows.
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
    handlers['POST /api/contact'] = accepted;
    window.dispatchEvent(new Event('online'));

    expect(await screen.findByText('Uw bericht is verstuurd.')).toBeTruthy();
    const sent = api.sent('POST', '/api/contact');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ kind: 'question', description: 'Poort gaat niet open' });
    expect((sent[1]!.body as { id: string }).id).toBe((sent[0]!.body as { id: string }).id);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('failureReport:'))).toEqual([]);
  });

  it('sends the waiting report when its own user signs in again, on whatever screen opens', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => noObjects,
      'POST /api/contact': noNetwork,
    });
    const first = openApp('/contact', james());
    await sendQuestion('Lus kapot');
    expect(await screen.findByText(waitingText)).toBeTruthy();
    first.unmount();

    const api = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => noObjects,
      'POST /api/contact': accepted,
    });
    openApp('/account', james());
    expect(await screen.findByText('Uw bericht is verstuurd.')).toBeTruthy();
    expect(api.sent('POST', '/api/contact')).toHaveLength(1);
    expect(api.sent('POST', '/api/contact')[0]!.body).toMatchObject({ description: 'Lus kapot' });
  });
});
