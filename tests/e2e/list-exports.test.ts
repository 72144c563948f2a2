import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: the company user's relation, with invoices (open and paid) and quotations. */
const relationPath = '/buildings/1005';

const portal = startPortal();

const texts = {
  nl: {
    invoices: 'Facturen',
    quotations: 'Offertes',
    exportButton: 'Exporteren als bestand',
    csv: 'CSV (Excel, puntkomma)',
    xlsx: 'Excel-werkmap (.xlsx)',
    headings: [
      'Factuurnummer',
      'Factuurdatum',
      'Vervaldatum',
      'Omschrijving',
      'Bedrag incl. btw',
      'Openstaand bedrag',
    ],
    quotationHeading: 'Offertenummer',
    separator: ';',
    range: / van (\d+)$/,
    progress: /wordt gemaakt/,
  },
  en: {
    invoices: 'Invoices',
    quotations: 'Quotations',
    exportButton: 'Export as a file',
    csv: 'CSV (Excel, comma)',
    xlsx: 'Excel workbook (.xlsx)',
    headings: [
      'Invoice number',
      'Invoice date',
      'Due date',
      'Description',
      'Amount incl. VAT',
      'Open amount',
    ],
    quotationHeading: 'Quotation number',
    separator: ',',
    range: / of (\d+)$/,
    progress: /Making the/,
  },
} as const;

/** An amount as the screen writes it (`€ 1.234,56`, `€1,234.56`), in cents. */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));

describe.each(['nl', 'en'] as const)('list exports in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;
  const say = texts[locale];

  beforeAll(async () => {
    context = await portal.browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await portal.signIn(page, 'customer.user@demo.example', locale);
  });

  afterAll(async () => {
    await context.close();
  });

  const main = () => page.getByRole('main');

  /** The rows of a grid on screen, as the texts of their cells. */
  async function rowsOf(grid: string): Promise<string[][]> {
    const table = main().getByRole('grid', { name: grid });
    await table.getByRole('row').nth(1).waitFor();
    return table.evaluate((element) =>
      [...element.querySelectorAll('tbody tr, [role="row"]')]
        .filter((row) => !row.querySelector('[role="columnheader"], th'))
        .map((row) =>
          [...row.querySelectorAll('[role="gridcell"], [role="rowheader"], td')].map((cell) => {
            // A narrow screen labels each cell for the eye; the label is no part of the value.
            const value = cell.cloneNode(true) as Element;
            for (const label of value.querySelectorAll('.table__cell-label')) label.remove();
            return (value.textContent ?? '').trim();
          }),
        ),
    );
  }

  /** The size of the whole list, as the line under it says. */
  async function totalOf(): Promise<number> {
    const range = (await main().locator('.pagination__range').first().textContent()) ?? '';
    const match = say.range.exec(range.trim());
    if (!match) throw new Error(`no total in "${range}"`);
    return Number(match[1]);
  }

  async function download(format: 'csv' | 'xlsx'): Promise<Download> {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await main().getByRole('button', { name: say.exportButton }).click();
        await page.getByRole('menuitem', { name: format === 'csv' ? say.csv : say.xlsx }).click();
      })(),
    ]);
    return file;
  }

  it.each([375, 1280])(
    'downloads the invoices as a workbook whose cells match the screen at %i px',
    async (width) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${portal.server.url}${relationPath}?tab=invoices&inv.show=all`);
      const shown = await rowsOf(say.invoices);
      const total = await totalOf();
      expect(shown.length).toBeGreaterThan(0);

      const file = await download('xlsx');
      expect(file.suggestedFilename()).toMatch(
        locale === 'nl' ? /^facturen-.*\.xlsx$/ : /^invoices-.*\.xlsx$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, ...say.headings]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.rowCount - 1).toBe(total);

      // The rows on screen are the workbook's first rows, in the same order, with the same amounts.
      const rows = shown.map((_, i) => sheet.getRow(i + 2));
      expect(rows.map((r) => r.getCell(1).value)).toEqual(shown.map((cells) => cells[0]));
      for (const row of rows) {
        expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
        expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(5).numFmt).toContain('€');
        expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
      }
      const screenTotal = shown.reduce((sum, cells) => sum + cents(cells[4]), 0);
      const sheetTotal = rows.reduce((sum, r) => sum + Math.round((r.getCell(5).value as number) * 100), 0);
      expect(sheetTotal).toBe(screenTotal);
      const screenOpen = shown.reduce((sum, cells) => sum + cents(cells[5]), 0);
      const sheetOpen = rows.reduce((sum, r) => sum + Math.round((r.getCell(6).value as number) * 100), 0);
      expect(sheetOpen).toBe(screenOpen);
    },
  );

  it.each([375, 1280])('downloads the quotations as CSV for the language at %i px', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${portal.server.url}${relationPath}?tab=quotations`);
    const shown = await rowsOf(say.quotations);
    const total = await totalOf();
    const file = await download('csv');
    const body = readFileSync(await file.path(), 'utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0].split(say.separator)[0]).toBe(say.quotationHeading);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1, shown.length + 1).map((line) => line.split(say.separator)[0])).toEqual(
      shown.map((cells) => cells[0]),
    );
  });

  it.each([375, 800, 1280])('shows the export button and its progress at %i px', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${portal.server.url}${relationPath}?tab=invoices&inv.show=all`);
    await rowsOf(say.invoices);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/export-button-${locale}-${width}.png` });

    // Hold the file back until the progress has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/exports/**', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const saved = page.waitForEvent('download');
    await main().getByRole('button', { name: say.exportButton }).click();
    await page.getByRole('menuitem', { name: say.xlsx }).click();
    await main().getByRole('progressbar', { name: say.progress }).waitFor();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await page.screenshot({ path: `${SCREENSHOTS}/export-progress-${locale}-${width}.png` });
    release();
    await saved;
    await main().getByRole('progressbar').waitFor({ state: 'detached' });
    await page.unroute('**/api/exports/**');
  });
});
