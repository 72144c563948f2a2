import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/views/routes';
import { profile, relation, renderWithApp, testActors } from './support';

describe('relations that fail to load', () => {
  it('offers to try again in the side bar and on home, and shows the relations once they load', async () => {
    const user = userEvent.setup();
    const server = {
      user: profile(['Relations.View']),
      relations: [
        relation(3, 'Bouwbedrijf Jansen', ['Kantoor', 'Werf']),
        relation(4, 'Gemeente Utrecht', ['Stadskantoor']),
      ],
      relationsFailures: 1,
    };
    renderWithApp(<AppRoutes />, { actors: testActors(server), at: '/' });
    // The side bar comes with the shell; home is a screen of its own that loads after it.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Opnieuw proberen' })).toHaveLength(2));
    const retries = screen.getAllByRole('button', { name: 'Opnieuw proberen' });
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByText('Bouwbedrijf Jansen')).toBeNull();

    await user.click(retries[0]);

    expect(await within(nav).findByText('Bouwbedrijf Jansen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});
