import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageEventSource } from '../../src/services/token-store';

/*
 * The login screen's script carries no zod (decision 023): the first screen's schemas load when first needed.
 * The other machine tests load them before they start (their setup file); these take fresh modules, so the
 * schemas have not loaded, as in a browser that has just opened the login screen.
 */

const login = { accessToken: 'a.b.c', refreshToken: 'r-1', refreshTokenExpires: '2030-01-01T00:00:00.000Z' };

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A window whose `storage` events the test sends, as another tab's writes would. */
function otherTab() {
  const listeners = new Set<(event: StorageEvent) => void>();
  const source: StorageEventSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const write = (newValue: string | null) => {
    for (const listener of listeners) listener({ key: 'token', newValue } as StorageEvent);
  };
  return { source, write };
}

async function freshModules() {
  vi.resetModules();
  const checks = await import('../../src/services/first-screen-checks');
  const store = await import('../../src/services/token-store');
  const http = await import('../../src/services/http');
  return { checks, store, http };
}

describe('the first screen’s schemas, loaded when first needed', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('have not loaded when the app opens, and nothing loads them without a stored login', async () => {
    const { checks, store } = await freshModules();
    const tokens = store.createTokenStore(
      () => memoryStorage(),
      () => null,
    );
    await tokens.prepare();
    expect(checks.loadedFirstScreenSchemas()).toBeNull();
    expect(tokens.read()).toBeNull();
  });

  it('load before a stored login is read: prepare() loads them, then read() checks the login with them', async () => {
    const { checks, store } = await freshModules();
    const storage = memoryStorage({ token: JSON.stringify(login) });
    const tokens = store.createTokenStore(
      () => storage,
      () => null,
    );
    // Unchecked, the stored login is not read.
    expect(tokens.read()).toBeNull();
    await tokens.prepare();
    expect(checks.loadedFirstScreenSchemas()).not.toBeNull();
    expect(tokens.read()).toEqual(login);
    storage.setItem('token', JSON.stringify({ accessToken: 'a.b.c' }));
    expect(tokens.read()).toBeNull();
  });

  it('are not needed to read back the login this store wrote itself, which came from a checked answer', async () => {
    const { checks, store } = await freshModules();
    const storage = memoryStorage();
    const tokens = store.createTokenStore(
      () => storage,
      () => null,
    );
    tokens.write(login);
    expect(tokens.read()).toEqual(login);
    expect(checks.loadedFirstScreenSchemas()).toBeNull();
    // Something else stored meanwhile is not read unchecked.
    storage.setItem('token', JSON.stringify({ ...login, refreshToken: 'r-2' }));
    expect(tokens.read()).toBeNull();
  });

  it('tell another tab’s login once they have loaded, and what that tab did next after it', async () => {
    const { checks, store } = await freshModules();
    const tab = otherTab();
    const tokens = store.createTokenStore(
      () => memoryStorage(),
      () => tab.source,
    );
    const heard: unknown[] = [];
    tokens.subscribe((stored) => heard.push(stored));
    tab.write(JSON.stringify(login));
    tab.write(null);
    // The login waits for its schema; the removal after it waits its turn.
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(heard).toEqual([login, null]));
    expect(checks.loadedFirstScreenSchemas()).not.toBeNull();
    // Loaded, a change is told at once.
    tab.write(JSON.stringify(login));
    expect(heard).toEqual([login, null, login]);
  });

  it('check a failed answer’s body with the error schema, loaded with the failure', async () => {
    const { checks, store, http } = await freshModules();
    const client = http.createHttpClient({
      tokenStore: store.createTokenStore(
        () => memoryStorage(),
        () => null,
      ),
      fetch: async () =>
        new Response(JSON.stringify({ StatusCode: 400, Message: 'E-mail ontbreekt', Code: 'invalidInput' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    });
    expect(checks.loadedFirstScreenSchemas()).toBeNull();
    const error = await client
      .request('/api/contactRequests', {
        method: 'POST',
        body: {},
        schema: checks.firstScreenSchema('okSchema'),
      })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 400, message: 'E-mail ontbreekt', code: 'invalidInput' });
  });

  it('check the login form’s fields with the login call’s own schema, loaded with the first check', async () => {
    const { checks } = await freshModules();
    const { checkLoginFields } = await import('../../src/services/login-fields');
    expect(checks.loadedFirstScreenSchemas()).toBeNull();
    expect(await checkLoginFields({ email: ' ', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(await checkLoginFields({ email: 'jan@example.nl', password: 'x' })).toEqual({});
  });
});
