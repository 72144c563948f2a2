import { afterEach, describe, expect, it, vi } from 'vitest';

/** A service worker as the browser hands it to the page: a state, and an event when that state changes. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new version: it installs, and the registration says so. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** The page as a version of the app controls it, with its registration; the app module loads afresh. */
async function controlledPage(registration: FakeRegistration) {
  const container = Object.assign(new EventTarget(), {
    controller: new FakeWorker('activated'),
    ready: Promise.resolve(registration),
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
  vi.resetModules();
  const { appUpdate } = await import('../../src/services/app-update');
  const offered = vi.fn();
  appUpdate.subscribe(offered);
  await Promise.resolve();
  await Promise.resolve();
  return { appUpdate, offered };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a new version of the app', () => {
  it('is offered once it has installed, when the browser found it after the app started', async () => {
    const registration = new FakeRegistration();
    const { appUpdate, offered } = await controlledPage(registration);
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(appUpdate.isWaiting()).toBe(false);
    next.become('installed');
    expect(offered).toHaveBeenCalledOnce();
    expect(appUpdate.isWaiting()).toBe(true);
  });

  it('is offered when it was already installing as the app started, its updatefound long past', async () => {
    const registration = new FakeRegistration();
    const next = new FakeWorker('installing');
    registration.installing = next;
    const { appUpdate, offered } = await controlledPage(registration);
    next.become('installed');
    expect(offered).toHaveBeenCalledOnce();
    appUpdate.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('is offered when it was already waiting as the app started', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const { appUpdate } = await controlledPage(registration);
    expect(appUpdate.isWaiting()).toBe(true);
  });
});
