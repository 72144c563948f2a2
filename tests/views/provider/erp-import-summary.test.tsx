import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ErpImportCounts, erpImportKinds } from '../../../contract/erp';
import { providerSettingsEn } from '../../../src/i18n/provider-settings.en';
import { providerSettingsNl } from '../../../src/i18n/provider-settings.nl';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

/**
 * Every count the importer can return (server/seed/importer.ts types its counts by `erpImportKinds`), each
 * above 0 so the summary names it. Built from the list, not written out, so a new count is in it by itself.
 */
const counts = Object.fromEntries(erpImportKinds.map((kind, i) => [kind, i + 1])) as ErpImportCounts;

describe('the ERP import summary', () => {
  it.each([
    ['nl', providerSettingsNl],
    ['en', providerSettingsEn],
  ])('has %s words for every count the importer can return', (_, texts) => {
    const named: Record<string, string> = texts.providerSettings.counts;
    const missing = erpImportKinds.filter((kind) => !named[kind]?.trim());
    expect(missing).toEqual([]);
  });

  it('names every kind of row in words, the checklist catalogue and cancelled appointments too', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => ({ name: 'Poortservice', website: '', phone24h: '', logoUrl: null }),
      'GET /api/providerSettings/erpLink': () => [
        {
          id: 1,
          source: 'demo',
          startedAt: '2026-11-20T08:00:00.000Z',
          finishedAt: '2026-11-20T08:00:05.000Z',
          counts,
        },
      ],
    });
    openApp('/dbssettings', account('superadmin'));
    const summary = await screen.findByText(/groepen van controlepunten/);
    expect(summary.textContent).toContain(`${counts.cancelledAppointments} geannuleerde afspraken`);
    for (const kind of erpImportKinds) expect(summary.textContent).not.toContain(kind);
  });
});
