import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { browserBundleIsStale, bundleBrowserAppIfStale } from '../../server/browser-bundle';
import { FULL_CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/browser';
import { makeMigratedPgdata } from './support/migrated-data';
import { makeDemoData } from './support/server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests need Debian's Chromium headless shell (or, when it cannot be installed, the full Chromium
 * already there), a current build of the app and an embedded database, migrated and with the demo loaded, for
 * the servers to start from; each is made here once.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    process.stdout.write(
      `Chromium's headless shell is missing at ${HEADLESS_SHELL_PATH}; installing it from Debian ...\n`,
    );
    let failure = 'apt-get ran, but installed no headless shell';
    try {
      execSync('apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell', {
        stdio: 'inherit',
      });
    } catch (error) {
      failure = `installing it with apt-get failed (${error instanceof Error ? error.message : String(error)})`;
    }
    if (!existsSync(HEADLESS_SHELL_PATH)) {
      if (!existsSync(FULL_CHROMIUM_PATH))
        throw new Error(
          `The browser tests need Chromium at ${HEADLESS_SHELL_PATH} or ${FULL_CHROMIUM_PATH}, and ${failure}. ` +
            'Install the Debian package "chromium-headless-shell" as root and run the tests again.',
        );
      process.stdout.write(`No headless shell: ${failure}; the tests run in ${FULL_CHROMIUM_PATH}.\n`);
    }
  }
  // Timed: on a clean clone every test waits for this build.
  const building = browserBundleIsStale(root) && Date.now();
  bundleBrowserAppIfStale(root, (line) => process.stdout.write(`${line}\n`));
  if (building)
    process.stdout.write(`Built the browser app in ${Math.round((Date.now() - building) / 1000)} s.\n`);
  await makeMigratedPgdata();
  await makeDemoData();
}
