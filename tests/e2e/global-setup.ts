import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleBrowserAppIfStale } from '../../server/browser-bundle';
import { CHROMIUM_PATH } from './support/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The browser tests need the system's Chromium and a current build of the app; both are made here once. */
export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    process.stdout.write(`Chromium is missing at ${CHROMIUM_PATH}; installing it from Debian ...\n`);
    try {
      execSync('apt-get update && apt-get install -y --no-install-recommends chromium', { stdio: 'inherit' });
    } catch (error) {
      throw new Error(
        `The browser tests need Chromium at ${CHROMIUM_PATH}, and installing it with apt-get failed ` +
          `(${error instanceof Error ? error.message : String(error)}). Install the Debian package "chromium" ` +
          'as root and run the tests again.',
      );
    }
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(`apt-get ran, but there is still no Chromium at ${CHROMIUM_PATH}.`);
  }
  bundleBrowserAppIfStale(root, (line) => process.stdout.write(`${line}\n`));
}
