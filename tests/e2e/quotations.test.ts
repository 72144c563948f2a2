import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../contract/paging';
import type { QuotationRecord } from '../../contract/quotation-approval';
import type { Quotation } from '../../contract/quotations';
import { QuotationPage } from './pages/QuotationPage';
import { ShellPage } from './pages/ShellPage';
import { pagesPerTest, SCREENSHOTS, startPortal } from './support/portal';

const portal = startPortal();
const ADMIN = 'customer.admin@demo.example';
const SIGNER = 'Sophie van Dijk';
const DESK = 'servicedesk@poortservice.example';

const words = {
  nl: {
    accept: 'Offerte accepteren',
    toSignature: 'Verder naar ondertekenen',
    signTitle: 'Ondertekenen',
    signature: 'Handtekening',
    submit: 'Akkoord en ondertekenen',
    signTyped: 'Mijn naam als handtekening gebruiken',
    accepted: /De offerte is geaccepteerd en is nu een order/,
    order: 'Order',
    terms: /Ik ga akkoord/,
    // The signed record, named in the reader's language.
    document: /Offerte \S+, versie \d+, getekend/,
    conflict: new RegExp(`Deze offerte is al geaccepteerd door ${SIGNER} op `),
    po: /Inkoopordernummer/,
    name: /Naam ondertekenaar/,
  },
  en: {
    accept: 'Accept quotation',
    toSignature: 'Continue to sign',
    signTitle: 'Sign',
    signature: 'Signature',
    submit: 'Accept and sign',
    signTyped: 'Use my name as signature',
    accepted: /The quotation is accepted and is now an order/,
    order: 'Order',
    terms: /I agree/,
    document: /Quotation \S+, version \d+, signed/,
    conflict: new RegExp(`This quotation was already accepted by ${SIGNER} on `),
    po: /Purchase order number/,
    name: /Signer name/,
  },
} as const;

describe('a quotation accepted online with a signature', () => {
  const used = new Set<number>();
  const newPage = pagesPerTest(portal, { height: 900 });

  /** A Submitted quotation of the admin's that is still open and valid, each test its own. */
  async function openQuotation(page: Page): Promise<{ relationId: number; id: number; number: string }> {
    for (const relationId of [1005, 1003, 1009]) {
      const list = await portal.api<ListPage<Quotation>>(
        page,
        `/api/offers?relationId=${relationId}&status=Submitted&pageSize=100`,
      );
      for (const q of list.items) {
        if (used.has(q.pK_R_OFFER)) continue;
        const details = await portal.api<QuotationRecord>(page, `/api/offers/${q.pK_R_OFFER}`);
        if (details.expired || details.acceptance) continue;
        used.add(q.pK_R_OFFER);
        return { relationId, id: q.pK_R_OFFER, number: q.quotationNumber };
      }
    }
    throw new Error('no open quotation in the demo data');
  }

  /** Whether the browser's store of decisions being made holds one with a drawn signature. */
  const signatureKept = () =>
    new Promise<boolean>((resolve) => {
      const opening = indexedDB.open('service-portal-quotation-drafts');
      // Not there yet: made by this look it would lack the app's store, so the look makes nothing.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => resolve(false);
      opening.onsuccess = () => {
        const all = opening.result.transaction('drafts').objectStore('drafts').getAll();
        all.onerror = () => resolve(false);
        all.onsuccess = () =>
          resolve(
            all.result.some((kept: { draft?: { signature?: string | null } }) => !!kept.draft?.signature),
          );
      };
    });

  it.each([
    ['nl', 375],
    ['en', 1280],
  ] as const)(
    'customer.admin accepts and signs (%s, %i px); a second tab gets the conflict',
    async (locale, width) => {
      const w = words[locale];
      const page = await newPage(width);
      await portal.signIn(page, ADMIN, locale);
      const quotation = await openQuotation(page);
      const mine = new QuotationPage(page, portal.server.url);

      // A second tab of the same company, further along on the same quotation.
      const other = await newPage(1280);
      await portal.signIn(other, ADMIN, locale);
      const theirs = new QuotationPage(other, portal.server.url);
      await theirs.open(quotation.relationId, quotation.id);
      await theirs.click(w.accept);
      await theirs.tickCheckbox(w.terms);
      await theirs.click(w.toSignature);
      await theirs.sign(w.signature);

      await mine.open(quotation.relationId, quotation.id);
      await page.screenshot({
        path: `${SCREENSHOTS}/quotation-reading-${locale}-${width}.png`,
        fullPage: true,
      });
      await mine.click(w.accept);
      expect(await mine.field(w.name).inputValue()).toBe(SIGNER);
      await mine.field(w.po).fill('PO-2026-0412');
      await mine.tickCheckbox(w.terms);
      await page.screenshot({
        path: `${SCREENSHOTS}/quotation-accept-${locale}-${width}.png`,
        fullPage: true,
      });
      await mine.click(w.toSignature);
      await mine.seeHeading(w.signTitle);
      await mine.sign(w.signature);
      // The form and the signature survive a reload: back at the signature, signed. The reload comes once the
      // browser has kept the signature, as a person's would a moment after signing.
      await expect.poll(() => page.evaluate(signatureKept), { timeout: 30_000 }).toBe(true);
      await page.reload();
      await mine.seeHeading(w.signTitle);
      await page.screenshot({ path: `${SCREENSHOTS}/quotation-sign-${locale}-${width}.png`, fullPage: true });
      await mine.click(w.submit);
      await mine.see(w.accepted);
      await page.getByText(w.order, { exact: true }).first().waitFor();
      await mine.see(w.document);
      await page.screenshot({
        path: `${SCREENSHOTS}/quotation-accepted-${locale}-${width}.png`,
        fullPage: true,
      });
      const record = await portal.api<QuotationRecord>(page, `/api/offers/${quotation.id}`);
      expect(record.status).toBe('Order');
      expect(record.acceptance).toMatchObject({ signerName: SIGNER, poNumber: 'PO-2026-0412' });

      // The other tab signed a moment too late: it hears who accepted, and when.
      await theirs.click(w.submit);
      await theirs.see(w.conflict);
      await other.screenshot({
        path: `${SCREENSHOTS}/quotation-conflict-${locale}-1280.png`,
        fullPage: true,
      });

      // The signed PDF went to the signer and to the service desk.
      const admin = await newPage(1280);
      await portal.signIn(admin, 'provider.admin@demo.example');
      await admin.goto(`${portal.server.url}/dev/mail`);
      await admin.getByRole('heading', { name: 'Uitgaande e-mail', level: 1 }).waitFor();
      const mails = admin.locator('li', {
        has: admin.getByRole('heading', {
          name: new RegExp(`^(Offerte|Quotation) ${quotation.number} (geaccepteerd|accepted)$`),
        }),
      });
      await expect.poll(() => mails.count()).toBe(2);
      const texts = await mails.allInnerTexts();
      expect(texts.some((t) => t.includes(`Aan ${ADMIN}`))).toBe(true);
      expect(texts.some((t) => t.includes(`Aan ${DESK}`))).toBe(true);
      // Each mail's PDF has a readable name in its reader's language, without the old '_v1_'.
      for (const text of texts)
        expect(text).toMatch(/Bijlagen: .+ (versie \d+ getekend|version \d+ signed)\.pdf/);

      // The provider finds it first on its quotations page.
      await admin.goto(`${portal.server.url}/quotations`);
      await admin.getByRole('heading', { level: 1, name: 'Offertes van klanten' }).waitFor();
      await admin
        .getByRole('link', { name: `Offerte ${quotation.number}` })
        .first()
        .waitFor();
      for (const size of [375, 800, 1280]) {
        await admin.setViewportSize({ width: size, height: 900 });
        await admin.screenshot({ path: `${SCREENSHOTS}/quotations-provider-nl-${size}.png`, fullPage: true });
      }
    },
  );

  it('a keyboard alone accepts: each step takes the focus, the typed name signs (en, 800 px)', async () => {
    const w = words.en;
    const page = await newPage(800);
    await portal.signIn(page, ADMIN, 'en');
    const quotation = await openQuotation(page);
    const view = new QuotationPage(page, portal.server.url);
    await view.open(quotation.relationId, quotation.id);
    await view.press(w.accept);
    await expect.poll(() => view.focused()).toBe(w.accept);
    await view.tickWithKeyboard(w.terms);
    await view.press(w.toSignature);
    await expect.poll(() => view.focused()).toBe(w.signTitle);
    await view.press(w.signTyped);
    await expect.poll(() => page.evaluate(signatureKept), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/quotation-typed-signature-en-800.png`, fullPage: true });
    await view.press(w.submit);
    await view.see(w.accepted);
    const record = await portal.api<QuotationRecord>(page, `/api/offers/${quotation.id}`);
    expect(record.status).toBe('Order');
    expect(record.acceptance).toMatchObject({ signerName: SIGNER });
  });

  it('leaves no unsent decision on a shared computer: logout takes the signed draft away', async () => {
    const w = words.nl;
    const page = await newPage(1280);
    await portal.signIn(page, ADMIN);
    const quotation = await openQuotation(page);
    const view = new QuotationPage(page, portal.server.url);
    await view.open(quotation.relationId, quotation.id);
    await view.click(w.accept);
    await view.tickCheckbox(w.terms);
    await view.click(w.toSignature);
    await view.sign(w.signature);
    await expect.poll(() => page.evaluate(signatureKept), { timeout: 30_000 }).toBe(true);

    await new ShellPage(page).clickLogout();
    await page.getByRole('heading', { name: 'Inloggen', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(signatureKept), { timeout: 30_000 }).toBe(false);
  });

  it('customer.readonly sees no accept button and gets 403 from the API', async () => {
    const page = await newPage(800);
    await portal.signIn(page, 'customer.readonly@demo.example');
    const list = await portal.api<ListPage<Quotation>>(page, '/api/offers?relationId=1001&pageSize=100');
    const quotation = list.items.find((q) => q.status === 'Submitted') ?? list.items[0]!;
    const view = new QuotationPage(page, portal.server.url);
    await view.open(1001, quotation.pK_R_OFFER);
    await page
      .getByRole('heading', { name: /Documenten/ })
      .first()
      .waitFor();
    expect(await view.dontSeeButton(words.nl.accept)).toBe(0);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
    const res = await fetch(`${portal.server.url}/api/offers/${quotation.pK_R_OFFER}/accept`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(res.status).toBe(403);
    await page.screenshot({ path: `${SCREENSHOTS}/quotation-readonly-nl-800.png`, fullPage: true });
  });
});
