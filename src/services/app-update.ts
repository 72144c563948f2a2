/**
 * A new version of the app, installed by the service worker and waiting to take over. It waits until the user
 * chooses to reload: a page that kept running on the old version's code while the new worker served the new
 * version's chunks would mix two builds.
 */
let waiting: ServiceWorker | null = null;
let started = false;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

function watch(registration: ServiceWorkerRegistration) {
  // A worker installed while a version already controls the page is an update; the very first one is not.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) offer(worker);
    });
  };
  if (registration.waiting && isUpdate()) offer(registration.waiting);
  // The browser checks for a new version as the page loads, often before this code runs: a worker found then is
  // already installing, and its updatefound has passed.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A tab the engineer comes back to asks whether a new version was published meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}

function start() {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const hadController = navigator.serviceWorker.controller !== null;
  // Whichever tab let the new version take over, every tab of the old one loads the new one.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  navigator.serviceWorker.ready.then(watch, () => {});
}

export const appUpdate = {
  isWaiting: () => waiting !== null,
  subscribe(listener: () => void) {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Lets the waiting version take over; the page reloads when it does. */
  apply() {
    waiting?.postMessage({ type: 'SKIP_WAITING' });
  },
};
