import type { BrowserContext } from 'playwright-core';

const HUNG = 'did not finish within';

/**
 * Once more, in a new context, when a step hung, and never after a failed check: a violation fails both times.
 * The one hang seen (an account's whole check, in CI, on a loaded machine) did not come back in runs under
 * load here, and nothing in it pointed at the app.
 */
export const retryAHang = { count: 1, condition: new RegExp(HUNG) };

/**
 * Runs `step`, and fails naming `what` when it has not finished in `ms`. Playwright bounds its actions but not
 * a script evaluated in the page (axe, a frame waited for, a fetch): without this, a step that never ends
 * shows up as the whole test's timeout, with no word of where it stood.
 */
export async function within<T>(what: string, ms: number, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ${HUNG} ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes a browser context, and goes on after `ms` when Chromium never answers: closing one that registered a
 * service worker can hang in Chromium, and the test's checks are done by then. Said on stderr, not hidden.
 */
export async function closeContext(context: BrowserContext, ms = 30_000): Promise<void> {
  try {
    await within('closing the browser context', ms, () => context.close());
  } catch (error) {
    console.error(`${(error as Error).message}; going on without it`);
  }
}
