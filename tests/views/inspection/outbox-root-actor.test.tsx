import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboxActor } from '../../../src/outbox-actor';
import { testActors } from '../support';

vi.mock('../../../src/services/outbox-store', async () => (await import('./memory-outbox')).memoryOutbox);
vi.mock('../../../src/services/device-user', () => ({ deviceUserId: () => 'engineer' }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the field-work outbox among the root actors', () => {
  it('is made once, by the first screen of field work, and drops its browser listeners when the root actors stop', () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const actors = testActors();
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    const offWindow = vi.spyOn(window, 'removeEventListener');
    const offDocument = vi.spyOn(document, 'removeEventListener');

    const outbox = actors.outbox.take(createOutboxActor);
    expect(actors.outbox.take(createOutboxActor)).toBe(outbox);
    outbox.start();
    const listening = [...onWindow.mock.calls, ...onDocument.mock.calls].map(([type]) => type).sort();
    expect(listening).toEqual(['offline', 'online', 'online', 'visibilitychange']);

    actors.stop();
    for (const [type, listener] of onWindow.mock.calls)
      expect(offWindow).toHaveBeenCalledWith(type, listener);
    for (const [type, listener] of onDocument.mock.calls)
      expect(offDocument).toHaveBeenCalledWith(type, listener);
  });
});
