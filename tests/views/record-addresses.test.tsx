import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rolePermissions } from '../../contract/roles';
import { fakeApi } from './portal-data/fake-api';
import { engineer, openPortal } from './portal-data/open-portal';
import { profile } from './support';

const companyAdmin = () => ({ ...profile([...rolePermissions.companyadmin]), role: 'companyadmin' as const });
const user = '00000000-0000-4000-8000-000000000001';
const inspection = 'b0000000-0000-4000-8000-000000000001';

/**
 * The calls a page made for data: the footer's public provider settings load on any page, and an engineer's
 * device keeps the day's appointments in the background.
 */
const dataCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .map((url) => url.pathname)
    .filter((path) => path !== '/api/providerSettings' && path !== '/api/MyAppointments');

describe('an address whose id could never name a record', () => {
  it.each([
    '/buildings/1005/quotations/abc',
    '/buildings/1005/2015/10031/quotations/12x',
    '/buildings/1005/invoices/0',
    '/buildings/1005/2015/orders/-4',
    '/buildings/1005/contracts/1e3',
    '/buildings/1005/2015/10031/invoices/99999999999',
    '/buildings/1005/2015/abc',
    '/buildings/1005/2015/abc/quotations/60003',
    '/buildings/1005/x2015',
    '/buildings/abc',
    '/buildings/1005/2015/10031/inspection/not-an-id',
    `/buildings/1005/2015/abc/inspection/${inspection}`,
    '/settings/1005/2015/permissions/abc',
    '/settings/abc',
    `/edituser?relationId=abc&userId=${user}`,
    '/edituser?relationId=1005&userId=abc',
  ])('%s is the portal’s not-found page, asked of no server', async (at) => {
    const api = fakeApi({});
    openPortal(at, at.includes('inspection') ? engineer() : companyAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze pagina bestaat niet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeTruthy();
    expect(dataCalls(api)).toEqual([]);
  });
});
