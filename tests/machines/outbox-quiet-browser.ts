import { fromCallback } from 'xstate';

/** The outbox's long-running watchers, silent: a test sends the browser's and the store's events itself. */
export const quietBrowser = {
  browserSignals: fromCallback(() => {}),
  storeChanges: fromCallback(() => {}),
  keepDaysWork: fromCallback(() => {}),
};
