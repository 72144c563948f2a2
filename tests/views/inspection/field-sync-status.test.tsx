import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '../../../contract/inspection';
import { setLocale } from '../../../src/i18n/store';
import { speedgate } from '../portal-data/fake-api';
import { engineer, openPortal } from '../portal-data/open-portal';
import { memoryOutbox as outbox } from './memory-outbox';

vi.mock('../../../src/services/outbox-store', async () => (await import('./memory-outbox')).memoryOutbox);
vi.mock('../../../src/services/device-user', () => ({ deviceUserId: () => 'engineer' }));

const inspectionId = '7c0e8f0e-4b1a-4c39-9d51-2f8a3c1d9e01';
const objectPage = '/buildings/1005/2015/10031';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that is down or up: down, nothing answers (as when it is stopped behind a working network). */
function serverIs(up: boolean) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (!up) throw new TypeError('Failed to fetch');
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    if (url.pathname === '/health') return json(200, { status: 'ok' });
    if (url.pathname === '/api/Object/GetSingle') return json(200, speedgate());
    if (url.pathname.endsWith('/submit'))
      return json(200, {
        id: inspectionId,
        result: 'conform',
        gateState: 'inService',
        conform: 0,
        notConform: 0,
        reportDocumentId: 77,
        submittedAt: '2026-11-26T12:00:00.000Z',
      });
    return json(200, []);
  });
}

const indicator = () => screen.findByRole('region', { name: /^(Verzending|Sending)$/ });

// One outbox runs per tab: these tests follow one tab whose server goes down and comes back.
describe('the field-work indicator', () => {
  it('says the server is unreachable when it does not answer while the browser says it is online', async () => {
    expect(navigator.onLine).toBe(true);
    serverIs(false);
    openPortal(objectPage, engineer());
    const status = await indicator();
    await waitFor(() => expect(status.textContent).toContain('Server niet bereikbaar'), { timeout: 5000 });
    expect(status.textContent).not.toContain('Online');
    expect(status.textContent).toContain('uw apparaat is online, maar de server antwoordt niet');
  });

  it('counts what waits while the server is unreachable, and says when it last confirmed a change, in English', async () => {
    setLocale('en');
    try {
      serverIs(false);
      outbox.add(inspectionId, { kind: 'submit', draft: emptyDraft, key: 'key-of-the-submit' });
      openPortal(objectPage, engineer());
      const status = await indicator();
      await waitFor(() => expect(status.textContent).toMatch(/Server unreachable.*1 change waiting/));
      serverIs(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(status.textContent).toMatch(/Online.*All sent.*last sent \d\d?:\d\d/), {
        timeout: 5000,
      });
      expect(outbox.entries).toEqual([]);
    } finally {
      setLocale('nl');
    }
  });
});
