import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/services/api-error';
import type { SecondStepApi } from '../../src/services/second-step';
import type { SignInApi } from '../../src/services/sign-in';
import { AppRoutes } from '../../src/views/routes';
import { type FakeServer, profile, relation, renderWithApp, testActors } from './support';

const signIn = vi.hoisted(() => vi.fn<SignInApi['signIn']>());
const signInWithPasskey = vi.hoisted(() => vi.fn<SecondStepApi['signInWithPasskey']>());
const verifySecondFactor = vi.hoisted(() => vi.fn<SecondStepApi['verifySecondFactor']>());
vi.mock(import('../../src/services/sign-in'), async (original) => ({ ...(await original()), signIn }));
vi.mock(import('../../src/services/second-step'), async (original) => ({
  ...(await original()),
  signInWithPasskey,
  verifySecondFactor,
}));

/** A login call that answers when the test says so. */
function pendingLogin() {
  let settle!: { resolve(): void; reject(error: unknown): void };
  signIn.mockImplementationOnce(
    () =>
      new Promise<null>((resolve, reject) => {
        settle = { resolve: () => resolve(null), reject };
      }),
  );
  return () => settle;
}

const CREDENTIALS_ALERT = 'Login niet succesvol, Controleer uw E-mail en Wachtwoord.';
const SYSTEM_ALERT = 'Login niet succesvol, Systeem error.';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@klant.example');
  await user.type(screen.getByLabelText(/^Wachtwoord/), 'Verkeerd!1');
}

const signedOut = () => testActors({ user: null, relations: [] });

/** The login screen as a signed-out visitor finds it. */
async function openLogin() {
  const user = userEvent.setup();
  renderWithApp(<AppRoutes />, { actors: signedOut(), at: '/login' });
  await screen.findByRole('heading', { name: 'Inloggen' });
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /Inloggen/ });

describe('Login', () => {
  beforeEach(() => signIn.mockReset());

  it('shows the title, a masked password without autocomplete and the link to forgot password', async () => {
    renderWithApp(<AppRoutes />, { actors: signedOut(), at: '/login' });
    expect(await screen.findByRole('heading', { name: 'Inloggen', level: 1 })).toBeTruthy();
    const password = screen.getByLabelText(/^Wachtwoord/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: `Powered by DBS ${new Date().getFullYear()}.` })).toBeTruthy();
    expect(document.title).toBe('service portal / Inloggen');
  });

  it('shows a spinner while signing in, then the credentials alert and an empty password on 400', async () => {
    const user = await openLogin();
    await fillIn(user);
    const answer = pendingLogin();
    await user.click(submitButton());

    expect(within(submitButton()).getByRole('progressbar')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'anna@klant.example', password: 'Verkeerd!1' }),
    );

    answer().reject(
      new ApiError({ status: 400, message: 'E-mail of wachtwoord onjuist', code: 'invalidCredentials' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CREDENTIALS_ALERT);
    expect(within(submitButton()).queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText(/^Wachtwoord/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@klant.example');
    expect(screen.queryByText(SYSTEM_ALERT)).toBeNull();
  });

  it('shows the system alert on any other failure, and closing it hides the alerts', async () => {
    const user = await openLogin();
    await fillIn(user);
    const answer = pendingLogin();
    await user.click(submitButton());
    answer().reject(new ApiError({ status: 500, message: 'Er ging iets mis op de server' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SYSTEM_ALERT);
    expect(screen.queryByText(CREDENTIALS_ALERT)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('clears the open alert when the next attempt starts', async () => {
    const user = await openLogin();
    await fillIn(user);
    signIn.mockRejectedValueOnce(new ApiError({ status: 400, message: 'wrong' }));
    await user.click(submitButton());
    await screen.findByText(CREDENTIALS_ALERT);

    await user.type(screen.getByLabelText(/^Wachtwoord/), 'Opnieuw!2');
    pendingLogin();
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByText(CREDENTIALS_ALERT)).toBeNull());
    expect(within(submitButton()).getByRole('progressbar')).toBeTruthy();
  });

  it('asks for the required fields in our own words without calling the server', async () => {
    const user = await openLogin();
    await user.click(submitButton());
    expect(await screen.findByText('E-mail is verplicht')).toBeTruthy();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('goes on to the page in ?next= once signed in', async () => {
    const user = userEvent.setup();
    const server: FakeServer = { user: null, relations: [] };
    const app = renderWithApp(<AppRoutes />, {
      actors: testActors(server),
      at: '/login?next=%2Fbuildings%2F4',
    });
    await screen.findByRole('heading', { name: 'Inloggen' });
    await fillIn(user);
    signIn.mockImplementationOnce(async () => {
      server.user = profile(['Relations.View']);
      server.relations = [relation(4, 'Bouwbedrijf Jansen', ['Kantoor', 'Werf'])];
      return null;
    });
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Bouwbedrijf Jansen', level: 1 })).toBeTruthy();
    expect(app.path()).toBe('/buildings/4');
  });
});

describe('Login with a passkey', () => {
  beforeEach(() => {
    signInWithPasskey.mockReset();
    signIn.mockReset();
    // happy-dom has no WebAuthn: the button shows only where the browser has passkeys.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    return () => vi.unstubAllGlobals();
  });
  const passkeyButton = () => screen.getByRole('button', { name: 'Inloggen met een passkey' });

  it('offers no passkey in a browser without WebAuthn', async () => {
    vi.unstubAllGlobals();
    await openLogin();
    expect(screen.queryByRole('button', { name: 'Inloggen met een passkey' })).toBeNull();
  });

  it('signs in with a passkey without email or password, with a spinner while the browser asks', async () => {
    let finish!: () => void;
    signInWithPasskey.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = await openLogin();
    await user.click(passkeyButton());
    expect(within(passkeyButton()).getByRole('progressbar')).toBeTruthy();
    // The passkey's calls load with the first of them.
    await waitFor(() => expect(signInWithPasskey).toHaveBeenCalled());
    expect(signIn).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(within(passkeyButton()).queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no passkey was used, and keeps what was typed', async () => {
    signInWithPasskey.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'No passkey was used', code: 'passkeyNotUsed' }),
    );
    const user = await openLogin();
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@klant.example');
    await user.click(passkeyButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Inloggen met een passkey is niet gelukt');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@klant.example');
  });
});

describe('the second step', () => {
  beforeEach(() => {
    signIn.mockReset();
    verifySecondFactor.mockReset();
  });

  it('says a refused recovery code is used up or wrong, not that the next code should be awaited', async () => {
    signIn.mockResolvedValueOnce({ step: 'code', ticket: 'ticket', methods: ['totp', 'recovery'] });
    const refused = new ApiError({ status: 400, message: 'wrong', code: 'invalidSecondFactorCode' });
    verifySecondFactor.mockRejectedValue(refused);
    const user = await openLogin();
    await fillIn(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Een herstelcode gebruiken' }));
    await user.type(screen.getByLabelText(/^Herstelcode/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Deze herstelcode is onjuist of al gebruikt.');
    expect(alert.textContent).not.toContain('Wacht op de volgende code');

    await user.click(screen.getByRole('button', { name: 'Een code uit de app gebruiken' }));
    await user.type(screen.getByLabelText(/^Code uit de app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wacht op de volgende code');
  });
});
