import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '../../contract/identity';
import type { PermissionKey } from '../../contract/permissions';
import type { Relation } from '../../contract/relations';
import { ActorsProvider, createRootActors, type RootActors } from '../../src/actors';
import { I18n } from '../../src/i18n';
import { setLocale } from '../../src/i18n/store';
import { ApiError } from '../../src/services/api-error';
import type { StorageLike } from '../../src/services/local-storage';
import { createTokenStore } from '../../src/services/token-store';
import { AriaProviders } from '../../src/views/ui/aria-providers';

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  setLocale('nl');
});

export function profile(permissions: PermissionKey[] = ['Relations.View']): Profile {
  return {
    id: 'u1',
    email: 'anna@klant.example',
    pendingEmail: null,
    name: 'Anna de Vries',
    phoneNumber: '',
    function: '',
    role: 'companyuser',
    language: 'nl',
    status: 'active',
    claims: permissions.map((key) => ({ key, value: true as const })),
    permissions: Object.fromEntries(permissions.map((key) => [key, true])),
  };
}

export function relation(id: number, name: string, buildings: string[] = []): Relation {
  return {
    pK_PT_RELATION: id,
    name,
    deliveryAdresses: buildings.map((building, index) => ({
      pK_PT_RELATIONDELIVERYADDRESS: id * 100 + index + 1,
      fK_PT_RELATION: id,
      name: building,
    })),
  };
}

export const relations = (count: number): Relation[] =>
  Array.from({ length: count }, (_, i) =>
    relation(i + 1, `Relatie ${String(i + 1).padStart(2, '0')}`, ['Hoofdgebouw', 'Magazijn']),
  );

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** What the fake server answers; a test may change it on the way (`user` null: nobody is signed in). */
export interface FakeServer {
  user: Profile | null;
  relations: Relation[];
  /** The profile call never answers: the session stays pending. */
  silent?: boolean;
  /** How many times the relations call fails before it answers. */
  relationsFailures?: number;
}

/** The app's real root actors, talking to a fake server. */
export function testActors(server: FakeServer = { user: profile(), relations: [] }): RootActors {
  const storage = memoryStorage();
  const tokenStore = createTokenStore(
    () => storage,
    () => null,
  );
  // A signed-in user has a login that stays renewable, or the refresh-expiry watcher would sign them out
  // 10 seconds into a slow test.
  if (server.user) {
    tokenStore.write({
      accessToken: 'view-test-access',
      refreshToken: 'view-test-refresh',
      refreshTokenExpires: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
  }
  return createRootActors({
    tokenStore,
    identity: {
      getProfile: async () => {
        if (server.silent) return new Promise<Profile>(() => {});
        if (!server.user) throw new ApiError({ status: 401, message: 'Not signed in', code: 'unauthorized' });
        return server.user;
      },
      refreshLogin: async () => null,
      signOut: async () => {
        server.user = null;
      },
    },
    getMyRelations: async () => {
      if (server.relationsFailures) {
        server.relationsFailures--;
        throw new ApiError({ status: 0, message: 'Failed to fetch', code: 'network' });
      }
      return server.relations;
    },
    getPath: () => '/',
    activityTarget: null,
    locks: null,
  });
}

/** Renders inside the app's providers with an in-memory address bar; `path()` reads where it points now. */
export function renderWithApp(ui: ReactNode, { actors = testActors(), at = '/' } = {}) {
  const location = memoryLocation({ path: at, record: true });
  const result = render(
    <ActorsProvider actors={actors}>
      <I18n>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AriaProviders>{ui}</AriaProviders>
        </Router>
      </I18n>
    </ActorsProvider>,
  );
  return { ...result, actors, path: () => location.history.at(-1) ?? '' };
}
