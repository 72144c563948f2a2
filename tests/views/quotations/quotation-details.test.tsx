import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, companyUser, readonly, staff, submitted } from './records';

/** The label and value pairs of the quotation's details, as `label: value`. */
const detailsShown = () =>
  [...document.querySelectorAll('.record dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );

/** Quotation OF26-00153 in its third version, the ERP's second revision, opened by `user`. */
async function openThirdVersion(user: Parameters<typeof openPortal>[1]) {
  fakeApi({
    '/api/offers/60003': () => ({ ...submitted, offerrevision: 2, version: 3 }),
    '/api/documents/offer': () => [],
  });
  openPortal(at, user);
  await screen.findByRole('heading', { level: 1, name: 'Offerte OF26-00153' });
}

describe("a quotation's details", () => {
  it('show a customer one version, the portal’s, and not the ERP’s revision (nl and en)', async () => {
    await openThirdVersion(admin());
    expect(detailsShown()).toContain('Versie: 3');
    expect(detailsShown().join('\n')).not.toMatch(/Revisie|revisie/);
    setLocale('en');
    await waitFor(() => expect(detailsShown()).toContain('Version: 3'));
    expect(detailsShown().join('\n')).not.toMatch(/Revision|revision/);
  });

  it('show provider staff the ERP revision beside the version, named as the ERP’s', async () => {
    await openThirdVersion(staff());
    expect(detailsShown()).toEqual(expect.arrayContaining(['Versie: 3', 'ERP-revisie: 2']));
    // Staff do not decide for a customer, and are not told who does.
    expect(screen.queryByText(/Alleen een beheerder van uw organisatie/)).toBeNull();
  });
});

describe('a quotation that someone else decides on', () => {
  const whoDecides =
    'Alleen een beheerder van uw organisatie, of een collega met het recht om offertes te accepteren, kan deze offerte accepteren, afwijzen of er een wijziging voor vragen.';

  it.each([
    ['a company user', companyUser],
    ['a read-only user', readonly],
  ])('tells %s calmly who may accept it, in nl and en', async (_, user) => {
    await openThirdVersion(user());
    // A paragraph of its own, spaced from the totals it follows (it stood pressed against them).
    expect(screen.getByText(whoDecides).classList.contains('quotation-who-decides')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Offerte accepteren' })).toBeNull();
    setLocale('en');
    expect(
      await screen.findByText(
        'Only an administrator of your company, or a colleague with the permission to accept quotations, can accept or decline this quotation or ask for a change.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of it to one who may decide', async () => {
    await openThirdVersion(admin());
    expect(await screen.findByRole('button', { name: 'Offerte accepteren' })).toBeTruthy();
    expect(screen.queryByText(whoDecides)).toBeNull();
  });

  it('says nothing of it once the quotation is decided', async () => {
    fakeApi({
      '/api/offers/60003': () => ({ ...submitted, status: 'Order' }),
      '/api/documents/offer': () => [],
    });
    openPortal(at, companyUser());
    await screen.findByRole('heading', { level: 1, name: 'Offerte OF26-00153' });
    expect(screen.queryByText(whoDecides)).toBeNull();
  });
});

describe('the documents the portal made', () => {
  const signed = {
    id: 1_900_000_001,
    description: 'Offerte OF26-00153 versie 1 getekend',
    extension: 'pdf',
    available: true,
    generated: { kind: 'signedQuotation' as const, quotationNumber: 'OF26-00153', version: 1 },
  };
  const report = {
    id: 1_900_000_002,
    description: 'Onderhoudsrapport SO-024031 2026-03-02',
    extension: 'pdf',
    available: true,
    generated: { kind: 'maintenanceReport' as const, objectNumber: 'SO-024031', date: '2026-03-02' },
  };
  const erp = { id: 70_001, description: 'Tekening aandrijving', extension: 'pdf', available: true };

  it('are named in the reader’s language; the ERP’s keep their own name', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [signed, report, erp] });
    openPortal(at, admin());
    expect(
      await screen.findByRole('button', { name: /Offerte OF26-00153, versie 1, getekend/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Onderhoudsrapport SO-024031, 02-03-2026/ })).toBeTruthy();
    setLocale('en');
    expect(
      await screen.findByRole('button', { name: /Quotation OF26-00153, version 1, signed/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Maintenance report SO-024031, 02\/03\/2026/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tekening aandrijving/ })).toBeTruthy();
    expect(screen.queryByText(/getekend|Onderhoudsrapport/)).toBeNull();
  });
});
