import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/e2e/support/browser';

/**
 * The installed app's icons (public/icons), drawn from the provider's logo by the browser itself: plain ones
 * at 192 and 512 px, and a maskable one whose logo keeps inside the safe circle a phone may cut it to.
 * Run again after the logo changes: `npx tsx scripts/app-icons.ts`.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(`${root}public/provider-logo.svg`, 'utf8');
const background = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0f5c73';

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  // The safe zone of a maskable icon is the middle 80%.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7 },
];

mkdirSync(`${root}public/icons`, { recursive: true });
const browser = await launchBrowser();
try {
  for (const { file, size, scale } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const side = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${
        scale < 1 ? background : 'transparent'
      }"><img src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" width="${side}" height="${side}"></body>`,
    );
    await page.screenshot({ path: `${root}public/icons/${file}`, omitBackground: scale === 1 });
    await page.close();
  }
} finally {
  await browser.close();
}
