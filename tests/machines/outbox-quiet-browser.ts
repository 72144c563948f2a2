import { fromCallback } from 'xstate';
import type { OutboxEvent } from '../../src/machines/outbox/outbox.types';

const silent = () => fromCallback<OutboxEvent, void>(() => {});

/** The outbox's long-running watchers, silent: a test sends the browser's and the store's events itself. */
export const quietBrowser = {
  browserSignals: silent(),
  storeChanges: silent(),
  keepDaysWork: silent(),
};

/** The outbox's effects on the rest of the app, left out: these tests watch the outbox alone. */
export const quietEffects = { recountStore: () => {}, refreshStale: () => {} };
