import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, submitted } from './records';

describe('a paste longer than a text’s limit', () => {
  it('says the text was cut at its limit, in both languages, until the next edit', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const text = screen.getByRole('textbox', { name: /Toelichting/ }) as HTMLTextAreaElement;
    const field = text.closest('.field') as HTMLElement;
    text.focus();
    await userEvent.paste('x'.repeat(2500));
    expect(text.value).toHaveLength(2000);
    const said = await within(field).findByText(
      'De geplakte tekst was te lang en is ingekort tot 2.000 tekens',
    );
    expect(said.getAttribute('aria-live')).toBe('polite');
    setLocale('en');
    expect(
      await within(field).findByText('The pasted text was too long and was cut to 2,000 characters'),
    ).toBeTruthy();
    await userEvent.type(text, '{Backspace}');
    await waitFor(() => expect(within(field).queryByText(/was cut/)).toBeNull());
    expect(within(field).getByText('1 characters left')).toBeTruthy();
  });

  it('says nothing of a paste that fits', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Wijziging vragen' }));
    const text = screen.getByRole('textbox', { name: /vraag/i }) as HTMLTextAreaElement;
    text.focus();
    await userEvent.paste('x'.repeat(1900));
    const field = text.closest('.field') as HTMLElement;
    expect(await within(field).findByText('Nog 100 tekens')).toBeTruthy();
    expect(within(field).queryByText(/ingekort/)).toBeNull();
  });
});
