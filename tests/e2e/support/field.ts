import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DataPage } from '../pages/DataPage';
import { cameraJpeg, type InspectionPage } from '../pages/InspectionPage';
import { ShellPage } from '../pages/ShellPage';

/** In the demo data: the relation whose gates the inspection tests walk. */
export const lindenhof = 'Zorggroep Lindenhof';

/** The engineer on a phone: the menu holds the customer chooser, the relation page the buildings. */
export async function openObject(page: Page, url: string, buildingName: string, objectNumber: string) {
  const data = new DataPage(page, url);
  await new ShellPage(page).clickOpenMenu();
  const chooser = page.getByRole('dialog').getByRole('combobox', { name: 'Kies klant' });
  await chooser.fill('Lindenhof');
  await page.getByRole('option', { name: lindenhof }).click();
  await data.seeHeading(lindenhof);
  await data.clickCard(buildingName);
  await data.seeHeading(buildingName);
  await page
    .getByRole('main')
    .getByRole('row', { name: new RegExp(objectNumber) })
    .or(page.getByRole('main').getByRole('link', { name: new RegExp(objectNumber) }))
    .first()
    .click();
  await data.seeHeading(new RegExp(objectNumber));
}

/** A limit as the item states it ("Grens: ≤ 400 N"): a reading well inside it. */
export async function readingWithin(item: Locator): Promise<string> {
  const limit = (await item.getByText(/^(Grens|Limit):/).textContent()) ?? '';
  const number = Number(
    limit
      .replace(/[^\d.]+/g, ' ')
      .trim()
      .split(' ')[0],
  );
  return String(Math.floor(number * 0.6));
}

/** Answers every checkpoint: all conform, except the one at `notConform` (condition 4, repair, repair photo). */
export async function answerEveryItem(
  inspection: InspectionPage,
  page: Page,
  notConform: number,
  /** Where the repair photo is once taken: on the server, or (offline) kept on the device. */
  photoIs: 'saved' | 'kept' = 'saved',
) {
  const items = inspection.items();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(20);
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    await item.scrollIntoViewIfNeeded();
    const bad = index === notConform;
    await item
      .getByRole('radiogroup', { name: 'Conditie' })
      .getByText(bad ? '4' : '1', { exact: true })
      .click();
    const value = item.getByRole('textbox', { name: /^Gemeten waarde/ });
    if ((await value.count()) > 0) await value.fill(await readingWithin(item));
    await item
      .getByRole('radiogroup', { name: 'Oordeel' })
      .getByText(bad ? 'Niet conform' : 'Conform', { exact: true })
      .click();
    if (bad) {
      await inspection.fill('Wat moet worden gerepareerd', 'Scharnier vervangen, speling 4 mm.', item);
      await inspection.addPhoto('Foto’s van de reparatie', await cameraJpeg(page, 'REPARATIE'), item);
      if (photoIs === 'saved') await inspection.seePhotosSaved('Foto’s van de reparatie', 1, item);
      else await inspection.seePhotosKept('Foto’s van de reparatie', 1, item);
    }
  }
}
