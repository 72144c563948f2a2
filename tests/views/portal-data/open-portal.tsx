import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Profile } from '../../../contract/identity';
import { rolePermissions } from '../../../contract/roles';
import { clearResources } from '../../../src/services/resource';
import { AppRoutes } from '../../../src/views/routes';
import { profile, renderWithApp, testActors } from '../support';
import { lindenhof } from './fake-api';

// Unmount first: a mounted screen would load again, from the real network, when the cache is cleared.
afterEach(() => {
  cleanup();
  clearResources();
  vi.unstubAllGlobals();
});

/** A company user, with the permissions their role gives. */
export const customer = (): Profile => profile([...rolePermissions.companyuser]);

/** A provider engineer, who sees every relation and the fields only provider employees may see. */
export const engineer = (): Profile => ({
  ...profile([...rolePermissions.dbsemployee]),
  role: 'dbsemployee',
  email: 'engineer@demo.example',
});

/** The whole app at an address, signed in as `user` with the relation Zorggroep Lindenhof. */
export function openPortal(at: string, user: Profile = customer()) {
  return renderWithApp(<AppRoutes />, { actors: testActors({ user, relations: [lindenhof] }), at });
}
