import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { BookablePlace } from '../../contract/booking';
import { setLocale } from '../../src/i18n/store';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const places: BookablePlace[] = [301, 302].map((id) => ({
  pK_PT_RELATIONDELIVERYADDRESS: id,
  name: `Gebouw ${id}`,
  fK_PT_RELATION: 3,
  relationName: 'Bouwbedrijf Jansen',
  objects: [{ pK_R_SERVICEOBJECT: id + 200, serviceobjectnumber: `SO-0${id + 200}`, description: '' }],
}));

/** The booking form, with the portal in `locale` (the browser, jsdom, says en-US whatever the portal says). */
async function openBooking(locale: 'nl' | 'en') {
  setLocale(locale);
  fakeUsersApi({ 'GET /api/booking/places': () => places });
  openApp('/book', account('companyuser'));
  await screen.findByRole('heading', {
    level: 1,
    name: locale === 'nl' ? 'Bezoek aanvragen' : 'Book a visit',
  });
  return userEvent.setup();
}

/** Types a day into the date field's segments, in the order the portal's language has them (day first). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, ddmmyyyy: string) {
  const group = screen.getByRole('group', { name: /Gewenste datum|Preferred date/ });
  const [first] = group.querySelectorAll<HTMLElement>('[role="spinbutton"]');
  await user.click(first!);
  await user.keyboard(ddmmyyyy);
}

const dateError = () => document.querySelector('.date-picker .field__error')?.textContent ?? '';

describe("react-aria's controls speak the portal's language", () => {
  it("gives the date field our English texts in the English portal, never react-aria's", async () => {
    const user = await openBooking('en');
    await typeDate(user, '01012020');
    await waitFor(() => expect(dateError()).toBe('Choose a date from today on'));
    const group = screen.getByRole('group', { name: /Preferred date/ });
    const [day] = group.querySelectorAll<HTMLElement>('[role="spinbutton"]');
    await user.click(day!);
    await user.keyboard('06012035');
    // 6 January 2035 is a Saturday.
    await waitFor(() => expect(dateError()).toBe('Choose a working day (Monday to Friday)'));
  });

  it('gives the date field our Dutch texts in the Dutch portal, though the browser speaks English', async () => {
    const user = await openBooking('nl');
    await typeDate(user, '01012020');
    await waitFor(() => expect(dateError()).toBe('Kies een datum vanaf vandaag'));
    expect(dateError()).not.toMatch(/Value must be/);
  });

  it('shows each list its own placeholder in Dutch and in English, switched live', async () => {
    await openBooking('nl');
    const location = screen.getByRole('button', { name: /Locatie/ });
    expect(location.textContent).toContain('Kies een locatie');
    expect(screen.getByRole('button', { name: /Installatie/ }).textContent).toContain('Kies een installatie');
    act(() => setLocale('en'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Location/ }).textContent).toContain('Choose a location'),
    );
    expect(screen.getByRole('button', { name: /Gate/ }).textContent).toContain('Choose a gate');
    expect(document.body.textContent).not.toMatch(/Select an item|Selecteer een item/);
  });
});
