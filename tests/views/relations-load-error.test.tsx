import { screen, within } from '@testing-library/react';
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
    const retries = await screen.findAllByRole('button', { name: 'Opnieuw proberen' });
    expect(retries).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).queryByText('Bouwbedrijf Jansen')).toBeNull();

    await user.click(retries[0]);

    expect(await within(nav).findByText('Bouwbedrijf Jansen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});
