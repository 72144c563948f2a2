import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { INACTIVITY_TIMEOUT_MS, isInspectionPath } from '../../src/machines/inactivity';
import { listenForActivity } from '../../src/machines/inactivity/inactivity.connect';
import { createLockManager, createSharedStorage, openTab } from './support/browser-tabs';
import { createFakePortal } from './support/fake-portal';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(path: { current: string }) {
  const portal = createFakePortal();
  const activity = new EventTarget();
  const tab = openTab(portal, createSharedStorage(), createLockManager(), {
    path: () => path.current,
    activity,
  });
  tab.tokenStore.write(portal.issue());
  const actors = tab.start();
  await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));
  return { portal, tab, actors, activity };
}

/** The watchers the session runs while authorized, by id; none while signed out. */
const watchers = (actors: { session: { getSnapshot(): { children: Record<string, unknown> } } }) =>
  Object.keys(actors.session.getSnapshot().children).filter(
    (id) => id === 'inactivity' || id === 'refreshExpiry',
  );

describe('inactivity logout', () => {
  it('never fires on an inspection path, however long the engineer stays away from the screen', async () => {
    const path = { current: '/buildings/10/objects/7/inspection/3' };
    const { portal, actors } = await signedIn(path);

    await vi.advanceTimersByTimeAsync(3 * INACTIVITY_TIMEOUT_MS);

    expect(portal.logoutCalls).toBe(0);
    expect(actors.session.getSnapshot().matches('authorized')).toBe(true);
    expect(watchers(actors)).toEqual(['inactivity', 'refreshExpiry']);
    actors.stop();
  });

  it('logs out within one check after leaving the inspection when the time has passed', async () => {
    const path = { current: '/buildings/10/objects/7/inspection/3' };
    const { portal, tab, actors } = await signedIn(path);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);

    path.current = '/buildings/10';
    await vi.advanceTimersByTimeAsync(10_000);

    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    expect(tab.tokenStore.read()).toBeNull();
    actors.stop();
  });

  it('logs out after 15 minutes without activity, checked every 10 seconds', async () => {
    const { portal, actors } = await signedIn({ current: '/' });

    await vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS - 10_000);
    expect(portal.logoutCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);

    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    actors.stop();
  });

  it('keeps a user who clicks, types, scrolls, touches or focuses signed in', async () => {
    const { portal, actors, activity } = await signedIn({ current: '/' });

    for (const type of ['click', 'keydown', 'scroll', 'touchstart', 'focus', 'mousemove']) {
      await vi.advanceTimersByTimeAsync(14 * MINUTE);
      activity.dispatchEvent(new Event(type));
    }
    await vi.advanceTimersByTimeAsync(14 * MINUTE);

    expect(portal.logoutCalls).toBe(0);
    expect(actors.session.getSnapshot().matches('authorized')).toBe(true);
    actors.stop();
  });

  it('does not watch while signed out', async () => {
    const portal = createFakePortal();
    const actors = openTab(portal, createSharedStorage(), createLockManager()).start();
    await waitFor(actors.session, (s) => s.matches('unauthorized'));

    await vi.advanceTimersByTimeAsync(2 * INACTIVITY_TIMEOUT_MS);

    expect(watchers(actors)).toEqual([]);
    expect(portal.logoutCalls).toBe(0);
    actors.stop();
  });

  it('stops watching when the user signs out', async () => {
    const { portal, actors } = await signedIn({ current: '/' });
    actors.session.send({ type: 'session.logout' });
    await waitFor(actors.session, (s) => s.matches('unauthorized'));

    await vi.advanceTimersByTimeAsync(2 * INACTIVITY_TIMEOUT_MS);

    expect(watchers(actors)).toEqual([]);
    expect(portal.logoutCalls).toBe(1);
    actors.stop();
  });

  it('sends at most one activity a second however fast the mouse moves', () => {
    const send = vi.fn();
    const target = new EventTarget();
    const stop = listenForActivity({ send } as never, target);
    for (let i = 0; i < 50; i++) target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(1_000);
    target.dispatchEvent(new Event('mousemove'));
    stop();
    target.dispatchEvent(new Event('click'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('recognises inspection paths by /inspection/ anywhere in the path', () => {
    expect(isInspectionPath('/buildings/1/objects/2/inspection/3')).toBe(true);
    expect(isInspectionPath('/inspection/3')).toBe(true);
    expect(isInspectionPath('/inspections')).toBe(false);
    expect(isInspectionPath('/buildings/1')).toBe(false);
  });
});

describe('refresh token expiry', () => {
  it('logs out within 10 seconds once the stored refreshTokenExpires has passed', async () => {
    const portal = createFakePortal();
    const tab = openTab(portal, createSharedStorage(), createLockManager());
    tab.tokenStore.write({
      ...portal.issue(),
      refreshTokenExpires: new Date(Date.now() + 25_000).toISOString(),
    });
    const actors = tab.start();
    await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));

    await vi.advanceTimersByTimeAsync(20_000);
    expect(portal.logoutCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);

    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    expect(tab.tokenStore.read()).toBeNull();
    actors.stop();
  });
});
