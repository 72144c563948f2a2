import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuotationRecord } from '../../../contract/quotation-approval';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { at, staff, submitted } from './records';

const questioned: QuotationRecord = { ...submitted, status: 'Submitted' };
const revised = () => ({ status: 'Revised', version: 2, documentId: null });

async function openRevision() {
  const api = fakeApi({
    '/api/offers/60003': () => questioned,
    '/api/documents/offer': () => [],
    '/api/offers/60003/revise': revised,
  });
  openPortal(at, staff());
  await userEvent.click(await screen.findByRole('button', { name: 'Herziene versie uitbrengen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Herziene versie van offerte OF26-00153' });
  return { api, dialog };
}

describe('a revision with a negative line', () => {
  it('is refused at the line’s price in both languages, sends nothing, and goes once the price is right', async () => {
    const { api, dialog } = await openRevision();
    const second = within(dialog).getByRole('group', { name: 'Regel 2' });
    const price = within(second).getByRole('textbox', { name: 'Prijs (EUR)' });
    await userEvent.clear(price);
    await userEvent.type(price, '-2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versie uitbrengen' }));
    expect(
      await within(second).findByText('Prijs: 0 of meer; geef korting als een lagere prijs'),
    ).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    setLocale('en');
    expect(
      await within(second).findByText('Price: 0 or more; give a discount as a lower price'),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
    await userEvent.clear(price);
    await userEvent.type(price, '95');
    await waitFor(() => expect(within(second).queryByText(/^Price:/)).toBeNull());
  });
});

describe('the revision dialog', () => {
  it("closes on the browser's Back, staying on the page; closing it otherwise takes back its entry", async () => {
    const before = window.history.state;
    const entries = window.history.length;
    await openRevision();
    expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Offerte OF26-00153' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Herziene versie uitbrengen' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.history.state).toEqual(before));
  });

  it('takes back its entry when the revision is issued, so Back then leaves as usual', async () => {
    const before = window.history.state;
    const { api, dialog } = await openRevision();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versie uitbrengen' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.history.state).toEqual(before));
  });
});

describe('a control character (NUL) in a revision', () => {
  it('is said at the revision’s field that holds it, before anything is sent', async () => {
    const { api, dialog } = await openRevision();
    const first = within(dialog).getByRole('group', { name: 'Regel 1' });
    fireEvent.change(within(first).getByRole('textbox', { name: 'Omschrijving' }), {
      target: { value: 'Motor\u0000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Toelichting/ }), {
      target: { value: 'a\u0000b' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versie uitbrengen' }));
    const refused = 'Dit veld bevat een teken dat niet is toegestaan, zoals een stuurteken';
    expect(await within(first).findByText(refused)).toBeTruthy();
    const note = within(dialog)
      .getByRole('textbox', { name: /Toelichting/ })
      .closest('.field') as HTMLElement;
    expect(within(note).getByText(refused)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
