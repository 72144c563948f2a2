import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/views/routes';
import { type FakeServer, profile, relation, relations, renderWithApp, testActors } from './support';

const customer = (): FakeServer => ({
  user: profile(['Relations.View']),
  relations: [
    relation(3, 'Bouwbedrijf Jansen', ['Kantoor', 'Werf']),
    relation(4, 'Gemeente Utrecht', ['Stadskantoor']),
  ],
});

const open = (at: string, server: FakeServer = customer()) =>
  renderWithApp(<AppRoutes />, { actors: testActors(server), at });

describe('guards', () => {
  it('shows a loading indicator while the session is pending', async () => {
    open('/', { user: null, relations: [], silent: true });
    expect(await screen.findByRole('progressbar', { name: 'Bezig met laden…' })).toBeTruthy();
  });

  it('sends a signed-out user to login with the way back', async () => {
    const app = open('/buildings/3/301', { user: null, relations: [] });
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(app.path()).toBe('/login?next=%2Fbuildings%2F3%2F301');
  });

  it('shows Not authorized to a user without the permission', async () => {
    open('/buildings/3', { user: profile(['Account.ViewAccount']), relations: relations(2) });
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bouwbedrijf Jansen' })).toBeNull();
  });

  it('sends a signed-in user away from login to home', async () => {
    const app = open('/login');
    expect(await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' })).toBeTruthy();
    expect(app.path()).toBe('/');
  });

  it("gives provider staff home's way to the quotations customers decided on, and customers none", async () => {
    const staff = open('/', {
      user: profile(['Relations.View', 'ServiceOrders.ViewAll']),
      relations: relations(2),
    });
    const card = await screen.findByRole('link', { name: /Offertes van klanten/ });
    await userEvent.click(card);
    expect(staff.path()).toBe('/quotations');
    staff.unmount();
    open('/');
    await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' });
    expect(screen.queryByRole('heading', { name: 'Te behandelen' })).toBeNull();
  });

  it('redirects /buildings to home', async () => {
    const app = open('/buildings');
    await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' });
    expect(app.path()).toBe('/');
  });
});

describe('shell', () => {
  it('shows the relation page with the hint to choose a location', async () => {
    open('/buildings/3');
    expect(await screen.findByRole('heading', { name: 'Bouwbedrijf Jansen', level: 1 })).toBeTruthy();
    expect(screen.getByText('Kies een locatie om de installaties te zien.')).toBeTruthy();
    expect(document.title).toBe('service portal / Bouwbedrijf Jansen');
  });

  it('starts the title trail with service portal, separated by slashes', async () => {
    open('/buildings/3/302');
    expect(await screen.findByRole('heading', { name: 'Werf', level: 1 })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['service portal', 'Bouwbedrijf Jansen', 'Werf']);
    expect(document.title).toBe('service portal / Bouwbedrijf Jansen / Werf');
  });

  it('says there is no access to a relation the user does not have', async () => {
    open('/buildings/99');
    expect(await screen.findByText('Geen toegang tot dit object')).toBeTruthy();
  });

  it('switches the language live from the flags', async () => {
    const user = userEvent.setup();
    open('/');
    await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' });
    const menu = screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0];
    expect(within(menu).getByRole('heading', { name: 'Relaties' })).toBeTruthy();

    await user.click(screen.getAllByRole('radio', { name: 'English' })[0]);
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna de Vries' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Logout/ }).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('radio', { name: 'Nederlands' })[0]);
    expect(await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' })).toBeTruthy();
  });

  it('logs out to the login page', async () => {
    const user = userEvent.setup();
    const app = open('/');
    await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' });
    await user.click(screen.getAllByRole('button', { name: /Uitloggen/ })[0]);
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
    await waitFor(() => expect(app.path()).toMatch(/^\/login/));
  });

  it('logs out to a login without the page left, so the next person does not land on it', async () => {
    const user = userEvent.setup();
    const app = open('/buildings/3');
    await screen.findByRole('heading', { name: 'Bouwbedrijf Jansen' });
    await user.click(screen.getAllByRole('button', { name: /Uitloggen/ })[0]);
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/login'));
  });
});
