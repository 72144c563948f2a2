import { beforeEach, vi } from 'vitest';

/**
 * A view test never reaches a real server, even when one runs on this machine: a request no test faked fails
 * as a closed network would. Tests that answer requests stub fetch again in their own set-up.
 */
beforeEach(() => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch: no network in view tests');
  });
});
