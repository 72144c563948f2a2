import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearResources } from '../../src/services/resource';
import { fakeApi } from './portal-data/fake-api';
import { engineer, openPortal } from './portal-data/open-portal';

vi.mock('../../src/services/device-user', () => ({ deviceUserId: () => 'engineer' }));

const footer = () => screen.findByRole('contentinfo');

describe('the footer with no network', () => {
  it('names the provider as it was last loaded, not the build default', async () => {
    fakeApi({
      '/api/providerSettings': () => ({
        name: 'Poortservice Midden',
        website: 'https://poortservice.example/',
        phone24h: '',
        logoUrl: null,
      }),
    });
    openPortal('/', engineer());
    expect(await within(await footer()).findByText('Poortservice Midden')).toBeTruthy();

    // The next visit has no network at all.
    cleanup();
    clearResources();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    openPortal('/', engineer());
    expect(await within(await footer()).findByText('Poortservice Midden')).toBeTruthy();
    expect(within(await footer()).queryByText('DBS')).toBeNull();
  });
});
