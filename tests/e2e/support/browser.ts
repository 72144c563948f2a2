import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium headless shell, for the browser tests: Chromium's own headless build, without the full
 * browser's window machinery. Measured on this machine with Chromium 156: a new page opens in 150 to 320 ms
 * against 490 to 1,230 ms, and /login loads in 380 to 480 ms against 640 to 1,180 ms. The project installs it
 * when it is missing (see global-setup.ts).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Debian's full Chromium: what the bench measures paints in (a user's browser draws through the full one),
 * and what the tests fall back on when the headless shell could not be installed.
 */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

export type ChromiumBuild = 'headless shell' | 'full';

export function launchBrowser(build: ChromiumBuild = 'headless shell'): Promise<Browser> {
  const shell = build === 'headless shell' && existsSync(HEADLESS_SHELL_PATH);
  return chromium.launch({
    executablePath: shell ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
