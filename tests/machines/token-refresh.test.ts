import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { z } from 'zod';
import { ApiError } from '../../src/services/api-error';
import { withRefreshLock } from '../../src/services/refresh-lock';
import { createLockManager, createSharedStorage, openTab } from './support/browser-tabs';
import { createFakePortal } from './support/fake-portal';

const orderSchema = z.object({ order: z.string() });

async function signedInTab() {
  const portal = createFakePortal();
  const shared = createSharedStorage();
  const locks = createLockManager();
  const tab = openTab(portal, shared, locks);
  tab.tokenStore.write(portal.issue());
  const actors = tab.start();
  await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));
  return { portal, shared, locks, tab, actors };
}

/** Two tabs of one browser (one storage, one lock manager), signed in from the first, both started. */
function twoTabsSignedIn() {
  const portal = createFakePortal();
  const shared = createSharedStorage();
  const locks = createLockManager();
  const first = openTab(portal, shared, locks);
  const second = openTab(portal, shared, locks);
  first.tokenStore.write(portal.issue());
  const firstActors = first.start();
  const secondActors = second.start();
  return { portal, locks, first, second, firstActors, secondActors };
}

const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('three requests that meet an expired access token at once', () => {
  it('make exactly one refresh call, wait for it and all succeed with the new token', async () => {
    const { portal, tab, actors } = await signedInTab();
    portal.expireAccessTokens();
    const release = portal.holdRefresh();

    const requests = ['1', '2', '3'].map((n) =>
      tab.http.request(`/api/orders/${n}`, { schema: orderSchema }),
    );
    await waitFor(actors.tokenRefresh, (s) => s.matches('refreshing'));
    await expect.poll(() => portal.requests.filter((r) => r.status === 401).length).toBe(3);
    release();

    expect(await Promise.all(requests)).toEqual([{ order: '1' }, { order: '2' }, { order: '3' }]);
    expect(portal.refreshCalls).toBe(1);
    const fresh = tab.tokenStore.read()?.accessToken;
    expect(fresh).toBe('access-2');
    for (const n of ['1', '2', '3']) {
      expect(portal.calls(`/api/orders/${n}`).map((r) => [r.token, r.status])).toEqual([
        ['access-1', 401],
        ['access-2', 200],
      ]);
    }
    expect(actors.session.getSnapshot().matches('authorized')).toBe(true);
    actors.stop();
  });

  it.each([
    ['fails', 'refuse'],
    ['answers without data', 'empty'],
  ] as const)(
    'are all rejected when the refresh %s, the stored login is cleared and the session re-checks',
    async (_, answer) => {
      const { portal, tab, actors } = await signedInTab();
      portal.expireAccessTokens();
      portal.refreshAnswer = answer;

      const outcomes = await settled(
        ['1', '2', '3'].map((n) => tab.http.request(`/api/orders/${n}`, { schema: orderSchema })),
      );

      expect(portal.refreshCalls).toBe(1);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        const error = (outcome as PromiseRejectedResult).reason;
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 401, code: 'tokenExpired' });
      }
      expect(tab.tokenStore.read()).toBeNull();
      const session = await waitFor(actors.session, (s) => s.matches('unauthorized'));
      expect(session.context).toMatchObject({ user: null, error: 'Unauthorized access', relations: null });
      // Each request was tried once: a failed refresh is no reason to send it again.
      expect(portal.calls('/api/orders/1')).toHaveLength(1);
      actors.stop();
    },
  );

  it('retries once only: a second expired answer after the refresh is the answer', async () => {
    const { portal, tab, actors } = await signedInTab();
    portal.alwaysExpired.add('/api/orders/stale');

    const failure = await tab.http.request('/api/orders/stale', { schema: orderSchema }).catch((e) => e);

    expect(failure).toMatchObject({ status: 401, code: 'tokenExpired' });
    expect(portal.refreshCalls).toBe(1);
    expect(portal.calls('/api/orders/stale').map((r) => r.token)).toEqual(['access-1', 'access-2']);
    actors.stop();
  });
});

describe('the login call', () => {
  it('never refreshes, even on a 401 that says the token expired', async () => {
    const { portal, tab, actors } = await signedInTab();
    portal.expireAccessTokens();
    portal.password = 'another';
    const failure = await tab.identity
      .signIn({ email: 'jan@example.nl', password: 'Geheim1!' })
      .catch((e) => e);
    expect(failure).toMatchObject({ status: 400, code: 'invalidCredentials' });
    expect(portal.refreshCalls).toBe(0);
    actors.stop();
  });

  it('posts rememberMe false and stores the answer as the login', async () => {
    const portal = createFakePortal();
    const tab = openTab(portal, createSharedStorage(), createLockManager());
    await tab.identity.signIn({ email: 'jan@example.nl', password: 'Geheim1!' });
    expect(tab.tokenStore.read()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });
});

describe('two tabs whose access token expires at the same moment', () => {
  it('make one refresh: the second tab takes the first tab’s stored result after getting the lock', async () => {
    const { portal, locks, first, second, firstActors, secondActors } = twoTabsSignedIn();
    await waitFor(firstActors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));
    await waitFor(secondActors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));

    portal.expireAccessTokens();
    const release = portal.holdRefresh();
    const fromFirst = first.http.request('/api/orders/1', { schema: orderSchema });
    await expect.poll(() => portal.refreshCalls).toBe(1);
    const fromSecond = second.http.request('/api/orders/2', { schema: orderSchema });
    await waitFor(secondActors.tokenRefresh, (s) => s.matches('refreshing'));
    await expect.poll(() => locks.queued('token-refresh')).toBe(1);
    release();

    expect(await Promise.all([fromFirst, fromSecond])).toEqual([{ order: '1' }, { order: '2' }]);
    expect(portal.refreshCalls).toBe(1);
    expect(portal.calls('/api/orders/2').map((r) => [r.token, r.status])).toEqual([
      ['access-1', 401],
      ['access-2', 200],
    ]);
    expect(second.tokenStore.read()?.accessToken).toBe('access-2');
    expect(firstActors.session.getSnapshot().matches('authorized')).toBe(true);
    expect(secondActors.session.getSnapshot().matches('authorized')).toBe(true);
    firstActors.stop();
    secondActors.stop();
  });

  it('follow each other out: logging out in one tab signs the other out too', async () => {
    const { portal, firstActors, secondActors } = twoTabsSignedIn();
    await waitFor(secondActors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));

    firstActors.session.send({ type: 'session.logout' });

    await waitFor(firstActors.session, (s) => s.matches('unauthorized'));
    await waitFor(secondActors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    firstActors.stop();
    secondActors.stop();
  });
});

describe('the refresh lock', () => {
  it('goes on without the lock when another tab never releases it, and withdraws its request', async () => {
    const locks = createLockManager();
    let releaseHung = () => {};
    void locks.request('token-refresh', { signal: new AbortController().signal }, () => {
      return new Promise<void>((resolve) => {
        releaseHung = resolve;
      });
    });
    const started = Date.now();
    const result = await withRefreshLock(async () => 'renewed', { locks, timeoutMs: 30 });
    expect(result).toBe('renewed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(locks.queued('token-refresh')).toBe(0);
    releaseHung();
  });

  it('runs one tab’s work after the other’s, never both at once', async () => {
    const locks = createLockManager();
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} ends`);
    };
    await Promise.all([
      withRefreshLock(work('first'), { locks }),
      withRefreshLock(work('second'), { locks }),
    ]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
