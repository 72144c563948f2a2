import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuotationRecord } from '../../../contract/quotation-approval';
import { rolePermissions } from '../../../contract/roles';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi, Reply } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { profile } from '../support';
import { admin, at, readonly, staff, submitted } from './records';

describe('deciding on a quotation', () => {
  it('shows the total with VAT as the quotation has it, and the choices to one who may decide', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte OF26-00153' })).toBeTruthy();
    // The amount and the totals each say whether VAT is in them.
    expect(screen.getAllByText('Totaal excl. btw')).toHaveLength(2);
    expect(screen.getByText('Btw 21%')).toBeTruthy();
    expect(screen.getByText('Totaal incl. btw')).toBeTruthy();
    // 1659 + 21% = 2007,39
    expect(screen.getByText(/2\.007,39/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Offerte accepteren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afwijzen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wijziging vragen' })).toBeTruthy();
  });

  it('says a total without stated VAT is excluding VAT, there and when signing', async () => {
    fakeApi({
      '/api/offers/60003': () => ({ ...submitted, vatRate: null }),
      '/api/documents/offer': () => [],
    });
    openPortal(at, admin());
    expect(await screen.findByText('Totaal excl. btw (geen btw vermeld)')).toBeTruthy();
    expect(screen.queryByText('Totaal incl. btw')).toBeNull();
  });

  it('shows a read-only user no choice at all', async () => {
    const api = fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, readonly());
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte OF26-00153' })).toBeTruthy();
    await waitFor(() => expect(api.asked('/api/documents/offer')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Offerte accepteren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Afwijzen' })).toBeNull();
  });

  it('says an expired quotation is expired and why, and offers only to ask for a new version', async () => {
    fakeApi({
      '/api/offers/60003': () => ({ ...submitted, validUntil: '2026-03-01', expired: true }),
      '/api/documents/offer': () => [],
    });
    openPortal(at, admin());
    expect(await screen.findByText(/was geldig tot .+ en kan niet meer worden geaccepteerd/)).toBeTruthy();
    expect(screen.getAllByText('Verlopen').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Offerte accepteren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Afwijzen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe versie vragen' }));
    expect(await screen.findByRole('textbox', { name: /Uw vraag|Vraag/ })).toBeTruthy();
  });

  it('prefills the signer from the profile and asks for the terms before the signature', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Offerte accepteren' }));
    expect((screen.getByRole('textbox', { name: /Naam ondertekenaar/ }) as HTMLInputElement).value).toBe(
      'Anna de Vries',
    );
    expect((screen.getByRole('textbox', { name: /Functie/ }) as HTMLInputElement).value).toBe(
      'Facilitair manager',
    );
    // The terms open beside the form, which stays filled; the link says so to a screen reader.
    const terms = screen.getByRole('link', {
      name: 'Leveringsvoorwaarden lezen (opent in een nieuw tabblad)',
    });
    expect(terms.getAttribute('href')).toBe('https://poort.example/voorwaarden');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    // The portal's link: underlined in its colour, with its focus ring.
    expect(terms.classList.contains('link')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar ondertekenen' }));
    expect(await screen.findByText('Ga akkoord met de voorwaarden om te accepteren')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar ondertekenen' }));
    expect(await screen.findByRole('heading', { name: 'Ondertekenen' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Handtekening' })).toBeTruthy();
    // Sending without a signature is refused before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord en ondertekenen' }));
    expect(await screen.findByText('Teken de offerte in het vak')).toBeTruthy();
  });

  it('declines with a reason, and says who accepted first when someone did (in English too)', async () => {
    const api = fakeApi({
      '/api/offers/60003': () => submitted,
      '/api/documents/offer': () => [],
      '/api/offers/60003/decline': () =>
        new Reply(409, {
          StatusCode: 409,
          Message: 'Deze offerte is al geaccepteerd door Bert Alfa op 2 maart 2026 11:15',
          Code: 'quotationAlreadyDecided',
          Details: { decision: 'accepted', by: 'Bert Alfa', at: '2026-03-02T10:15:00.000Z' },
        }),
    });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Offerte afwijzen' }));
    expect(await screen.findByText('Kies een reden om af te wijzen')).toBeTruthy();
    expect(api.asked('/api/offers/60003/decline')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Reden/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Te duur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Offerte afwijzen' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/Deze offerte is al geaccepteerd door Bert Alfa op 2 maart 2026/),
    ).toBeTruthy();
    setLocale('en');
    expect(
      await screen.findByText(/This quotation was already accepted by Bert Alfa on 2 March 2026/),
    ).toBeTruthy();
  });

  it('calls the explanation optional, until the reason is "other", which needs it', async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    expect(screen.getByRole('textbox', { name: 'Toelichting (optioneel)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Reden/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anders' }));
    const explanation = (await screen.findByRole('textbox', { name: /^Toelichting/ })) as HTMLTextAreaElement;
    expect(explanation.labels[0]?.textContent).not.toMatch(/optioneel/);
    expect(explanation.hasAttribute('required') || explanation.getAttribute('aria-required') === 'true').toBe(
      true,
    );
  });

  it("takes away the explanation's error as soon as one is typed, before the next try", async () => {
    fakeApi({ '/api/offers/60003': () => submitted, '/api/documents/offer': () => [] });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    await userEvent.click(screen.getByRole('button', { name: /Reden/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Offerte afwijzen' }));
    expect(await screen.findByText('Licht toe waarom u afwijst')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Toelichting/ }), 'We');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Licht toe waarom u afwijst')).toBeNull());
  });

  it('sends a question again by itself when the network returns after it failed offline', async () => {
    let online = false;
    const api = fakeApi({
      '/api/offers/60003': () => submitted,
      '/api/documents/offer': () => [],
      '/api/offers/60003/question': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 'Submitted', version: 1, documentId: null };
      },
    });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Wijziging vragen' }));
    await userEvent.type(screen.getByRole('textbox', { name: /vraag/i }), 'Kan het op zaterdag?');
    await userEvent.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(await screen.findByText(/Geen verbinding/)).toBeTruthy();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.asked('/api/offers/60003/question')).toHaveLength(2));
    const sent = await screen.findByText(/Uw vraag is verstuurd/);
    // The outcome has the focus: the form that had it is gone.
    await waitFor(() => expect(document.activeElement?.contains(sent)).toBe(true));
  });

  it('asks before leaving a decision that waits for the network, which only this page sends', async () => {
    let online = false;
    const api = fakeApi({
      '/api/offers/60003': () => submitted,
      '/api/documents/offer': () => [],
      '/api/offers/60003/question': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 'Submitted', version: 1, documentId: null };
      },
    });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Wijziging vragen' }));
    await userEvent.type(screen.getByRole('textbox', { name: /vraag/i }), 'Kan het op zaterdag?');
    await userEvent.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(await screen.findByText(/als u deze pagina open laat/)).toBeTruthy();

    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    await userEvent.click(within(trail).getAllByRole('link')[0]);
    const question = await screen.findByRole('dialog', { name: 'Beslissing nog niet verstuurd' });
    expect(question.textContent).toContain('Verlaat u de pagina of logt u uit, dan wordt ze niet verstuurd.');
    await userEvent.click(within(question).getByRole('button', { name: 'Op deze pagina blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/als u deze pagina open laat/)).toBeTruthy();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.asked('/api/offers/60003/question')).toHaveLength(2));
    expect(await screen.findByText(/Uw vraag is verstuurd/)).toBeTruthy();
  });

  it('shows an accepted quotation with who signed, and its history', async () => {
    fakeApi({
      '/api/offers/60003': () => ({
        ...submitted,
        status: 'Order',
        acceptance: {
          version: 1,
          signerName: 'Anna de Vries',
          signerFunction: 'Facilitair manager',
          poNumber: 'PO-4471',
          remark: null,
          acceptedAt: '2026-03-02T10:15:00.000Z',
          contentSha256: 'a'.repeat(64),
          documentId: 1_900_000_001,
        },
        history: [
          {
            kind: 'accepted',
            version: 1,
            statusFrom: 'Submitted',
            statusTo: 'Order',
            reason: null,
            text: null,
            userName: 'Anna de Vries',
            at: '2026-03-02T10:15:00.000Z',
          },
        ],
      }),
      '/api/documents/offer': () => [],
    });
    openPortal(at, admin());
    const signer = await screen.findByText(
      /Geaccepteerd door Anna de Vries \(Facilitair manager\) op 2 maart 2026/,
    );
    // A name of 100 letters in one word wraps, rather than the page scrolling sideways.
    expect(signer.classList.contains('quotation-signer')).toBe(true);
    expect(screen.getByText('PO-4471')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offerte accepteren' })).toBeNull();
  });
});

describe("the provider's quotations", () => {
  const item = {
    pK_R_OFFER: 60_003,
    fK_PT_RELATION: 1005,
    fK_PT_RELATIONDELIVERYADDRESS: 2011,
    fK_R_SERVICEOBJECT: 10031,
    relationName: 'Zorggroep Lindenhof',
    quotationNumber: 'OF26-00153',
    version: 1,
    description: 'Vervanging aandrijving',
    amount: 1659,
    status: 'Order' as const,
    state: 'accepted' as const,
    awaitingErp: true,
    at: '2026-03-02T10:15:00.000Z',
    userName: 'Anna de Vries',
    reason: null,
    text: null,
    documentId: 1_900_000_001,
  };

  it('lists what customers did, filters by kind, and opens the signed PDF', async () => {
    const api = fakeApi({
      '/api/offers/review': (url) =>
        url.searchParams.get('state') === 'declined'
          ? { items: [], total: 0, page: 1, pageSize: 25 }
          : {
              items: [
                item,
                {
                  ...item,
                  pK_R_OFFER: 60_004,
                  quotationNumber: 'OF26-00154',
                  status: 'Rejected' as const,
                  state: 'declined' as const,
                  reason: 'otherSupplier',
                  text: 'Andere leverancier is sneller',
                  documentId: null,
                },
              ],
              total: 2,
              page: 1,
              pageSize: 25,
            },
      '/api/documents/1900000001/url': () => ({
        url: 'http://portal.test/files/documents/1900000001.pdf?x=1',
      }),
    });
    const engineerWithRelease = {
      ...profile([...rolePermissions.dbsadmin]),
      role: 'dbsadmin' as const,
    };
    openPortal('/quotations', engineerWithRelease);
    const card = (await screen.findByRole('link', { name: 'Offerte OF26-00153' })).closest('li')!;
    expect(card.getAttribute('class')).toContain('review-card');
    expect(within(card).getByText('Geaccepteerd')).toBeTruthy();
    expect(within(card).getByText('Nog niet in het ERP')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Offerte OF26-00153' }).getAttribute('href')).toBe(
      '/buildings/1005/2011/10031/quotations/60003',
    );
    // A decline shows its reason and the customer's words.
    const declined = (await screen.findByRole('link', { name: 'Offerte OF26-00154' })).closest('li')!;
    expect(within(declined).getByText(/Andere leverancier is sneller/)).toBeTruthy();
    expect(within(declined).getByText('Andere leverancier gekozen')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Ondertekende offerte' }));
    await waitFor(() => expect(api.asked('/api/documents/1900000001/url')).toHaveLength(1));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /Soort/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Afgewezen' }));
    // Filtered to nothing is not "none yet": it says so, and undoes the filter.
    expect(
      await screen.findByText('Geen offertes gevonden met dit filter of deze zoekopdracht.'),
    ).toBeTruthy();
    expect(screen.queryByText(/nog geen offertes die klanten in het portaal hebben beantwoord/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filter en zoekopdracht wissen' }));
    expect(await screen.findByRole('link', { name: 'Offerte OF26-00153' })).toBeTruthy();
  });

  it('says a search that finds nothing found nothing, and clears it, where none yet says none yet', async () => {
    const api = fakeApi({
      '/api/offers/review': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    const engineer = { ...profile([...rolePermissions.dbsadmin]), role: 'dbsadmin' as const };
    openPortal('/quotations?state=accepted&q=zzz-nothing', engineer);
    expect(
      await screen.findByText('Geen offertes gevonden met dit filter of deze zoekopdracht.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Filter en zoekopdracht wissen' }));
    expect(
      await screen.findByText(/nog geen offertes die klanten in het portaal hebben beantwoord/),
    ).toBeTruthy();
    const last = api.asked('/api/offers/review').at(-1)!;
    expect(last.searchParams.get('q')).toBeNull();
    expect(last.searchParams.get('state')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter en zoekopdracht wissen' })).toBeNull();
  });

  it('is not there for a customer', async () => {
    fakeApi({});
    openPortal('/quotations', admin());
    expect((await screen.findAllByText(/Geen toegang/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Offertes van klanten' })).toBeNull();
  });
});

describe('a revised version, issued by provider staff', () => {
  const questioned: QuotationRecord = { ...submitted, status: 'Submitted' };

  it('refuses a line without a description, saying so, and sends nothing', async () => {
    const api = fakeApi({ '/api/offers/60003': () => questioned, '/api/documents/offer': () => [] });
    openPortal(at, staff());
    await userEvent.click(await screen.findByRole('button', { name: 'Herziene versie uitbrengen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Herziene versie van offerte OF26-00153' });
    const first = within(dialog).getByRole('group', { name: 'Regel 1' });
    await userEvent.clear(within(first).getByRole('textbox', { name: 'Omschrijving' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versie uitbrengen' }));
    expect(await within(first).findByText('Dit veld is verplicht')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the lines as changed, with the version they start from, and closes', async () => {
    const api = fakeApi({
      '/api/offers/60003': () => questioned,
      '/api/documents/offer': () => [],
      '/api/offers/60003/revise': () => ({ status: 'Revised', version: 2, documentId: null }),
    });
    openPortal(at, staff());
    await userEvent.click(await screen.findByRole('button', { name: 'Herziene versie uitbrengen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Herziene versie van offerte OF26-00153' });
    const second = within(dialog).getByRole('group', { name: 'Regel 2' });
    const price = within(second).getByRole('textbox', { name: 'Prijs (EUR)' });
    await userEvent.clear(price);
    await userEvent.type(price, '95,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versie uitbrengen' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent).toEqual([
      {
        path: '/api/offers/60003/revise',
        method: 'POST',
        body: expect.objectContaining({
          version: 1,
          lines: [
            { pos: 10, description: 'Aandrijfmotor 24V DC', quantity: 1, price: 1480 },
            { pos: 20, description: 'Montage (uur)', quantity: 2, price: 95.5 },
          ],
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
