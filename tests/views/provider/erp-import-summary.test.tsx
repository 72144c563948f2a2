import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

/** Every kind of row the ERP import writes (server/seed/importer.ts), as its summary counts them. */
const counts = {
  relations: 2,
  deliveryAddresses: 3,
  objectTypes: 1,
  objects: 3,
  objectProperties: 2,
  serviceIntervals: 1,
  contracts: 1,
  contractLines: 2,
  jobOrders: 1,
  salesInvoices: 2,
  quotations: 1,
  quotationLines: 2,
  documents: 4,
  files: 2,
  appointments: 2,
  maintenanceGroups: 5,
  maintenanceLocations: 6,
  maintenanceProperties: 25,
};

describe('the ERP import summary', () => {
  it('names every kind of row in words, the checklist catalogue too', async () => {
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
    const summary = await screen.findByText(/5 groepen van controlepunten/);
    expect(summary.textContent).toContain('6 plaatsen van controlepunten, 25 controlepunten');
    for (const kind of Object.keys(counts)) expect(summary.textContent).not.toContain(kind);
  });
});
