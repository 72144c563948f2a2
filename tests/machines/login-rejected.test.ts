import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { z } from 'zod';
import { ApiError } from '../../src/services/api-error';
import { createLockManager, createSharedStorage, openTab } from './support/browser-tabs';
import { createFakePortal } from './support/fake-portal';

const orderSchema = z.object({ order: z.string() });

async function signedInTab() {
  const portal = createFakePortal();
  const tab = openTab(portal, createSharedStorage(), createLockManager());
  tab.tokenStore.write(portal.issue());
  const actors = tab.start();
  await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));
  return { portal, tab, actors };
}

describe('a login the server stops accepting (the account was deactivated)', () => {
  it('ends the session on the next request, without trying a refresh', async () => {
    const { portal, tab, actors } = await signedInTab();
    portal.revokeLogins();

    const failure = await tab.http.request('/api/orders/7', { schema: orderSchema }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized' });

    const ended = await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(ended.context).toMatchObject({ user: null, error: 'Unauthorized access', relations: null });
    expect(portal.refreshCalls).toBe(0);
    actors.stop();
  });

  it('also ends it when the token expired and the refresh is refused', async () => {
    const { portal, tab, actors } = await signedInTab();
    portal.expireAccessTokens();
    portal.refreshAnswer = 'refuse';

    await tab.http.request('/api/orders/7', { schema: orderSchema }).catch(() => undefined);

    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(tab.tokenStore.read()).toBeNull();
    actors.stop();
  });
});
