import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import { documents, fakeApi, serverError, speedgate } from './portal-data/fake-api';
import { openPortal } from './portal-data/open-portal';

const timelinePage = '/buildings/1005/2015/10031?tab=timeline';
const conditionPage = '/buildings/1005/2015/10031?tab=condition';

const events = [
  {
    event: 'inspection',
    id: 'a0000000-0000-4000-8000-000000000002',
    at: '2024-04-03T09:00:00.000000Z',
    result: 'notConform',
    condition: 5,
    notPossibleReason: null,
    report: null,
  },
  {
    event: 'failureSolved',
    id: 'b0000000-0000-4000-8000-000000000001',
    at: '2024-02-02T15:00:00.000000Z',
    description: 'Arm afgebroken',
    realizedSolution: 'Nieuwe arm geplaatst',
  },
  {
    event: 'invoice',
    id: '7001',
    at: '2024-01-14T23:00:00.000000Z',
    day: '2024-01-15',
    invoiceNumber: 'VF24-00001',
    description: 'Onderhoud',
    amountInclVat: 121,
    openAmount: 0,
  },
  {
    event: 'gateState',
    id: '3',
    at: '2023-06-01T10:00:00.000000Z',
    from: 'inService',
    to: 'failure',
  },
  { event: 'document', id: '9001', at: '2023-01-01T10:00:00.000000Z', document: documents[0] },
];

const routes = (timeline: () => unknown) => ({
  '/api/Object/GetSingle': () => speedgate(),
  '/api/Object/properties': () => [],
  '/api/Object/timeline': timeline,
  '/api/Object/conditions': () => [
    { inspectionId: 'a1', at: '2023-04-03T09:00:00.000000Z', condition: 2 },
    { inspectionId: 'a2', at: '2024-04-03T09:00:00.000000Z', condition: 5 },
  ],
});

describe("a gate's timeline", () => {
  it('says a booked visit is planned until it is done, and done after, as the lists and exports do', async () => {
    const visit = (id: string, status: 'open' | 'done', at: string) => ({
      event: 'appointment',
      id,
      at,
      type: 'preventiveMaintenance',
      status,
      request: 'planned',
      serviceEngineer: 'Piet de Monteur',
      jobOrderId: null,
    });
    fakeApi(
      routes(() => ({
        items: [
          visit('5002', 'open', '2024-05-01T09:00:00.000000Z'),
          visit('5001', 'done', '2024-03-01T09:00:00.000000Z'),
        ],
        older: null,
        newer: null,
        years: [2024],
      })),
    );
    openPortal(timelinePage);
    const list = await screen.findByRole('list', { name: 'Tijdlijn van de installatie' });
    const [planned, done] = within(list).getAllByRole('listitem');
    expect(planned.textContent).toContain('Geboekt bezoek');
    expect(planned.textContent).toContain('Ingepland');
    expect(done.textContent).toContain('Uitgevoerd');
    expect(done.textContent).not.toContain('Ingepland');
  });

  it('says an open quotation past its validity date is expired beside its status, in nl and en', async () => {
    const quotation = (id: string, status: string, validUntil: string | null) => ({
      event: 'quotation',
      id,
      at: '2024-03-01T09:00:00.000000Z',
      day: '2024-03-01',
      quotationNumber: `OF24-${id}`,
      description: null,
      amount: 100,
      status,
      validUntil,
    });
    fakeApi(
      routes(() => ({
        items: [
          quotation('00001', 'Submitted', '2024-03-31'),
          quotation('00002', 'Order', '2024-03-31'),
          quotation('00003', 'Submitted', null),
        ],
        older: null,
        newer: null,
        years: [2024],
      })),
    );
    openPortal(timelinePage);
    const list = await screen.findByRole('list', { name: 'Tijdlijn van de installatie' });
    const badges = (item: HTMLElement) =>
      [...item.querySelectorAll('.badge')].map((badge) => badge.textContent);
    const [lapsed, order, open] = within(list).getAllByRole('listitem');
    expect(badges(lapsed)).toEqual(['Ingediend', 'Verlopen']);
    expect(badges(order)).toEqual(['Order']);
    expect(badges(open)).toEqual(['Ingediend']);
    setLocale('en');
    await waitFor(() => expect(badges(lapsed)).toEqual(['Submitted', 'Expired']));
  });

  it('lists every kind of event newest first, each linked, and pages by the cursors it was given', async () => {
    const api = fakeApi(
      routes(() => ({ items: events, older: 'T2xkZXI', newer: null, years: [2024, 2023, 2022] })),
    );
    openPortal(timelinePage);
    const list = await screen.findByRole('list', { name: 'Tijdlijn van de installatie' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toContain('Onderhoudsinspectie');
    expect(items[0].textContent).toContain('Niet conform');
    expect(items[0].textContent).toContain('Conditie 5');
    expect(items[1].textContent).toContain('Oplossing: Nieuwe arm geplaatst');
    expect(within(items[2]).getByRole('link', { name: 'Factuur VF24-00001' }).getAttribute('href')).toBe(
      '/buildings/1005/2015/10031/invoices/7001',
    );
    expect(items[3].textContent).toContain('In bedrijf → Storing');
    expect(within(items[4]).getByRole('button', { name: 'Openen' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Bladeren door de tijdlijn' });
    expect(within(pages).getByRole('button', { name: 'Nieuwer' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Ouder' }));
    await waitFor(() =>
      expect(api.asked('/api/Object/timeline').at(-1)?.searchParams.get('cursor')).toBe('T2xkZXI'),
    );
  });

  it('says why an empty timeline is empty', async () => {
    fakeApi(routes(() => ({ items: [], older: null, newer: null, years: [] })));
    openPortal(timelinePage);
    expect(await screen.findByText('Er is nog niets gebeurd met deze installatie.')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    fakeApi(routes(() => serverError));
    openPortal(timelinePage);
    expect(await screen.findByRole('button', { name: /opnieuw/i })).toBeTruthy();
  });

  it('draws the condition as a described chart with the numbers in a table, in English too', async () => {
    setLocale('en');
    fakeApi(routes(() => ({ items: [], older: null, newer: null, years: [] })));
    openPortal(conditionPage);
    const chart = await screen.findByRole('img', { name: /Chart of the condition per inspection/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelector('desc')?.textContent).toContain('latest condition 5, worst 5');
    const table = screen.getByRole('grid', { name: 'Condition per inspection' });
    expect(table.textContent).toContain('5 – Bad');
    expect(table.textContent).toContain('2 – Good');
  });
});
