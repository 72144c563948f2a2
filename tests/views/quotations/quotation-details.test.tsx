import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, staff, submitted } from './records';

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
  });
});
