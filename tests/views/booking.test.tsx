import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookablePlace, RequestedVisit } from '../../contract/booking';
import { account, fakeUsersApi, openApp } from './users/fake-users-api';

const places: BookablePlace[] = [
  {
    pK_PT_RELATIONDELIVERYADDRESS: 301,
    name: 'Kantoor',
    fK_PT_RELATION: 3,
    relationName: 'Bouwbedrijf Jansen',
    objects: [
      { pK_R_SERVICEOBJECT: 501, serviceobjectnumber: 'SO-0501', description: 'Speedgate entree' },
      { pK_R_SERVICEOBJECT: 502, serviceobjectnumber: 'SO-0502', description: 'Slagboom' },
    ],
  },
  {
    pK_PT_RELATIONDELIVERYADDRESS: 302,
    name: 'Werf',
    fK_PT_RELATION: 3,
    relationName: 'Bouwbedrijf Jansen',
    objects: [{ pK_R_SERVICEOBJECT: 503, serviceobjectnumber: 'SO-0503', description: '' }],
  },
];

const visit = (extra: Partial<RequestedVisit> = {}): RequestedVisit => ({
  pK_R_APPOINTMENT: 1_900_000_001,
  state: 'requested',
  kind: 'maintenance',
  preferredDate: '2031-03-03',
  dayPart: 'morning',
  remarks: 'Sleutel bij de portier',
  fK_PT_RELATION: 3,
  relationName: 'Bouwbedrijf Jansen',
  fK_PT_RELATIONDELIVERYADDRESS: 301,
  locationName: 'Kantoor',
  fK_R_SERVICEOBJECT: 501,
  serviceobjectnumber: 'SO-0501',
  objectDescription: 'Speedgate entree',
  requesterName: 'Anna de Vries',
  requesterEmail: 'anna@jansen.example',
  requestedAt: '2031-02-20T09:00:00.000Z',
  plannedAt: null,
  serviceEngineer: null,
  declineReason: null,
  ...extra,
});

/** Opens the calendar and picks the first day of next month that can be chosen. */
async function pickDayNextMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Kalender openen/ }));
  const calendar = await screen.findByRole('dialog');
  await user.click(within(calendar).getByRole('button', { name: 'Volgende maand' }));
  const day = within(calendar)
    .getAllByRole('button')
    .find((b) => b.closest('[role="gridcell"]') && b.getAttribute('aria-disabled') !== 'true');
  await user.click(day!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('booking a visit', () => {
  // The form keeps its draft per user (an expired session must not empty it): each test starts without one.
  beforeEach(() => localStorage.clear());

  it('comes with the object chosen from its page and refuses to send without a kind and a date', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({ 'GET /api/booking/places': () => places });
    openApp('/book?object=502', account('companyuser'));
    await screen.findByRole('heading', { level: 1, name: 'Bezoek aanvragen' });
    // The heading shows before the places have loaded; the chosen object shows once they have.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Installatie/ }).textContent).toContain('SO-0502 · Slagboom'),
    );
    expect(screen.getByRole('button', { name: /Locatie/ }).textContent).toContain('Kantoor');

    await user.click(screen.getByRole('button', { name: 'Bezoek aanvragen' }));
    expect(await screen.findByText('Kies de soort bezoek')).toBeTruthy();
    expect(screen.getByText('Kies een datum')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("stops the remarks at the contract's 1,000 characters and counts down near them", async () => {
    fakeUsersApi({ 'GET /api/booking/places': () => places });
    openApp('/book?object=502', account('companyuser'));
    const remarks = (await screen.findByLabelText('Opmerkingen')) as HTMLTextAreaElement;
    expect(remarks.maxLength).toBe(1000);
    await userEvent.click(remarks);
    await userEvent.paste('r'.repeat(950));
    expect(screen.getByText('Nog 50 tekens')).toBeTruthy();
  });

  it('shows a calendar whose week starts on Monday, with past days and weekends unavailable', async () => {
    const user = userEvent.setup();
    fakeUsersApi({ 'GET /api/booking/places': () => places });
    openApp('/book', account('companyuser'));
    await user.click(await screen.findByRole('button', { name: /Kalender openen/ }));
    const calendar = await screen.findByRole('dialog');
    // The weekday initials are hidden from screen readers, which name every day in full.
    const weekdays = [...calendar.querySelectorAll('th')].map((h) => h.textContent);
    expect(weekdays[0]).toMatch(/^m/i);
    expect(weekdays[6]).toMatch(/^z/i);
    // Every day of this month before today cannot be picked.
    const today = new Date().getDate();
    const past = within(calendar)
      .getAllByRole('button')
      .filter((b) => b.closest('[role="gridcell"]') && !b.hasAttribute('data-outside-month'))
      .filter((b) => Number(b.textContent) < today);
    expect(past.length).toBe(today - 1);
    for (const day of past) expect(day.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(calendar).getByRole('button', { name: 'Volgende maand' }));
    const rows = within(calendar).getAllByRole('row').slice(1);
    for (const row of rows) {
      const cells = within(row).getAllByRole('gridcell');
      const weekend = cells.slice(5).flatMap((c) => within(c).queryAllByRole('button'));
      for (const day of weekend) {
        if (day.textContent)
          expect(day.getAttribute('aria-disabled'), day.getAttribute('aria-label')!).toBe('true');
      }
    }
  });

  it('sends the request, says so and shows the object with its appointments', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/booking/places': () => places,
      'POST /api/booking': (r) => ({ ...visit(), ...(r.body as object) }),
    });
    const app = openApp('/book', account('companyuser'));
    await screen.findByRole('heading', { level: 1, name: 'Bezoek aanvragen' });
    await user.click(screen.getByRole('button', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Werf (Bouwbedrijf Jansen)' }));
    await user.click(screen.getByRole('button', { name: /Installatie/ }));
    await user.click(await screen.findByRole('option', { name: 'SO-0503' }));
    await user.click(screen.getByRole('radio', { name: 'Reparatie' }));
    await pickDayNextMonth(user);
    await user.click(screen.getByRole('radio', { name: 'Middag' }));
    await user.type(screen.getByLabelText('Opmerkingen'), 'Slagboom blijft open staan');
    await user.click(screen.getByRole('button', { name: 'Bezoek aanvragen' }));

    expect(
      await screen.findByText('Uw aanvraag is verstuurd. U krijgt een e-mail zodra het bezoek is ingepland.'),
    ).toBeTruthy();
    const [sent] = api.requests.filter((r) => r.method === 'POST');
    expect(sent!.body).toMatchObject({
      objectId: 503,
      kind: 'repair',
      dayPart: 'afternoon',
      remarks: 'Slagboom blijft open staan',
    });
    expect((sent!.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(app.path()).toBe('/buildings/3/301/501?tab=appointments'));
  });

  it("shows the server's refusal of the date at the date field", async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      'GET /api/booking/places': () => places,
      'POST /api/booking': () => ({
        status: 400,
        body: {
          StatusCode: 400,
          Message: 'Ongeldige invoer',
          Code: 'invalidInput',
          Errors: [{ path: 'body.date', message: 'bookingForm.errors.notWorkingDay' }],
        },
      }),
    });
    openApp('/book?object=501', account('companyuser'));
    await screen.findByRole('heading', { level: 1, name: 'Bezoek aanvragen' });
    await user.click(screen.getByRole('radio', { name: 'Onderhoud' }));
    await pickDayNextMonth(user);
    await user.click(screen.getByRole('button', { name: 'Bezoek aanvragen' }));
    expect(await screen.findByText('Kies een werkdag (maandag tot en met vrijdag)')).toBeTruthy();
  });

  it('is not for a read-only user, nor in their menu', async () => {
    fakeUsersApi({ 'GET /api/booking/places': () => places });
    openApp('/book', account('readonlyuser'));
    expect(await screen.findByText('U heeft geen rechten om deze pagina te bekijken.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bezoek aanvragen' })).toBeNull();
  });
});

describe('the requested visits', () => {
  const planner = () => account('dbsadmin', { role: 'dbsadmin' });

  it('plans a visit for an engineer at a time, and the list loads again', async () => {
    const user = userEvent.setup();
    let open = [visit()];
    const api = fakeUsersApi({
      'GET /api/booking/requested': () => ({ items: open, total: open.length, page: 1, pageSize: 25 }),
      'GET /api/booking/engineers': () => [
        { id: '0b9d8c1e-4e55-4c48-9a51-3d7e0a6b2f10', name: 'Jeroen Bos', email: 'engineer@demo.example' },
      ],
      'POST /api/booking/plan': () => {
        open = [];
        return visit({
          state: 'planned',
          serviceEngineer: 'Jeroen Bos',
          plannedAt: '2031-03-03T09:30:00.000Z',
        });
      },
    });
    openApp('/book/requested', planner());
    const row = (await screen.findByText('Sleutel bij de portier')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Anna de Vries')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Inplannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bezoek inplannen: SO-0501' });
    const time = within(dialog).getByLabelText(/Tijd/);
    expect((time as HTMLInputElement).value).toBe('08:00');
    await user.clear(time);
    await user.type(time, '9.30');
    await user.click(within(dialog).getByRole('button', { name: 'Inplannen' }));
    expect(await within(dialog).findByText('Vul een tijd in als UU:MM, bijvoorbeeld 09:30')).toBeTruthy();
    // The list's placeholder and its error say the same: both are there.
    await waitFor(() => expect(within(dialog).getAllByText('Kies een monteur')).toHaveLength(2));
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(time);
    await user.type(time, '09:30');
    await user.click(within(dialog).getByRole('button', { name: /Monteur/ }));
    await user.click(await screen.findByRole('option', { name: 'Jeroen Bos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Inplannen' }));
    expect(await screen.findByText('Het bezoek is ingepland; de aanvrager krijgt een e-mail.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      appointmentId: 1_900_000_001,
      date: '2031-03-03',
      time: '09:30',
      engineerId: '0b9d8c1e-4e55-4c48-9a51-3d7e0a6b2f10',
    });
    expect(await screen.findByText('Er zijn geen aangevraagde bezoeken.')).toBeTruthy();
  });

  it('declines only with a reason', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      'GET /api/booking/requested': () => ({ items: [visit()], total: 1, page: 1, pageSize: 25 }),
      'POST /api/booking/decline': (r) =>
        visit({ state: 'declined', declineReason: (r.body as { reason: string }).reason }),
    });
    openApp('/book/requested', planner());
    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bezoek afwijzen: SO-0501' });
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await within(dialog).findByText('Vul een reden in')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reden/), 'Valt niet onder het contract');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await screen.findByText('Het bezoek is afgewezen; de aanvrager krijgt een e-mail.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      appointmentId: 1_900_000_001,
      reason: 'Valt niet onder het contract',
    });
  });

  it('is not for a customer', async () => {
    fakeUsersApi({});
    openApp('/book/requested', account('companyadmin'));
    expect(await screen.findByText('U heeft geen rechten om deze pagina te bekijken.')).toBeTruthy();
  });
});
