import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, submitted } from './records';

describe('a control character (NUL) in a text', () => {
  it('is said at the acceptance’s field that holds it, before the signature is asked', async () => {
    const api = fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Offerte accepteren' }));
    const remark = screen.getByRole('textbox', { name: /Opmerking/ });
    fireEvent.change(remark, { target: { value: 'Graag\u0000' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar ondertekenen' }));
    const field = remark.closest('.field') as HTMLElement;
    expect(
      await within(field).findByText('Dit veld bevat een teken dat niet is toegestaan, zoals een stuurteken'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ondertekenen' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('is said at the question that holds it, and nothing is sent', async () => {
    const api = fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Wijziging vragen' }));
    const question = screen.getByRole('textbox', { name: /vraag/i });
    fireEvent.change(question, { target: { value: 'Kan het \u0000zaterdag?' } });
    await userEvent.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    const field = question.closest('.field') as HTMLElement;
    expect(await within(field).findByText(/teken dat niet is toegestaan/)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
