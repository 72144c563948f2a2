import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getLocale, loadLocale, setLocale } from '../../src/i18n/store';
import { loginFormMachine } from '../../src/machines/loginForm/loginForm.machine';
import { initialLoginContext } from '../../src/machines/loginForm/loginForm.types';
import { profile } from '../../src/machines/models/samples';
import { checkLoginFields, prepareLoginCheck } from '../../src/services/login-fields';
import { createLockManager, createSharedStorage, openTab } from './support/browser-tabs';
import { createFakePortal } from './support/fake-portal';

function signedOutTab() {
  const portal = createFakePortal();
  const tab = openTab(portal, createSharedStorage(), createLockManager());
  const actors = tab.start();
  const form = createActor(
    loginFormMachine.provide({
      actors: {
        checkFields: fromPromise(({ input }) => checkLoginFields(input)),
        login: fromPromise(({ input }) => tab.identity.signIn(input)),
      },
      actions: {
        prepareCheck: prepareLoginCheck,
        startSession: () => actors.session.send({ type: 'session.signedIn' }),
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    form.send({ type: 'user.changeEmail', value: email });
    form.send({ type: 'user.changePassword', value: password });
  };
  return { portal, tab, actors, form, fill };
}

describe('signing in', () => {
  it('starts unauthorized without a stored login', async () => {
    const { actors } = signedOutTab();
    const snapshot = await waitFor(actors.session, (s) => !s.hasTag('pending'));
    expect(snapshot.value).toBe('unauthorized');
    expect(snapshot.context.error).toBe('Unauthorized access');
    actors.stop();
  });

  it('asks for both fields before calling the server', async () => {
    const { portal, actors, form } = signedOutTab();
    form.send({ type: 'user.submit' });
    const checked = await waitFor(form, (s) => s.matches('editing'));
    expect(checked.context.fieldErrors).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(portal.calls('/Identity/Login')).toHaveLength(0);
    actors.stop();
  });

  it('clears the password and shows the credentials alert on 400', async () => {
    const { actors, form, fill } = signedOutTab();
    fill('jan@example.nl', 'wrong');
    form.send({ type: 'user.submit' });
    expect(form.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(form, (s) => s.matches({ editing: 'failure' }));
    expect(failed.context).toMatchObject({ email: 'jan@example.nl', password: '', alert: 'credentials' });
    expect(failed.hasTag('busy')).toBe(false);
    form.send({ type: 'user.closeAlerts' });
    expect(form.getSnapshot().context.alert).toBeNull();
    actors.stop();
  });

  it('shows the system alert on any other failure', async () => {
    const { portal, actors, form, fill } = signedOutTab();
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    portal.offline = true;
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    const failed = await waitFor(form, (s) => s.matches({ editing: 'failure' }));
    expect(failed.context).toMatchObject({ password: '', alert: 'system' });
    actors.stop();
  });

  it('resets the fields and re-checks the session on success', async () => {
    const { tab, actors, form, fill } = signedOutTab();
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    const done = await waitFor(form, (s) => s.matches({ editing: 'success' }));
    expect(done.context).toEqual(initialLoginContext);
    const session = await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));
    expect(session.context.user).toEqual(profile);
    expect(session.context.relations).toHaveLength(1);
    expect(tab.tokenStore.read()?.accessToken).toBe('access-1');
    actors.stop();
  });
});

describe("the profile's language", () => {
  // English is loaded when first asked for; here it is there already, so the switch is seen at once.
  beforeAll(() => loadLocale('en'));

  it('becomes the app language at sign-in', async () => {
    const { portal, actors, form, fill } = signedOutTab();
    portal.language = 'en';
    setLocale('nl');
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    await waitFor(actors.session, (s) => s.matches('authorized'));
    expect(getLocale()).toBe('en');
    actors.stop();
    setLocale('nl');
  });

  it('gives way to a language chosen with the flag on the login screen, which the profile then keeps', async () => {
    const { portal, actors, form, fill } = signedOutTab();
    portal.language = 'nl';
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    setLocale('en');
    actors.session.send({ type: 'language.chosen', language: 'en' });
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    await waitFor(actors.session, (s) => s.matches('authorized') && s.context.user?.language === 'en');
    expect(getLocale()).toBe('en');
    expect(portal.language).toBe('en');
    actors.stop();
    setLocale('nl');
  });

  it('forgets the flag at logout: the next person who does not touch it gets their profile’s language', async () => {
    const { portal, actors, form, fill } = signedOutTab();
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    setLocale('en');
    actors.session.send({ type: 'language.chosen', language: 'en' });
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    await waitFor(actors.session, (s) => s.matches('authorized') && s.context.user?.language === 'en');
    actors.session.send({ type: 'session.logout' });
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    // The next person's profile says Dutch; the screen still shows the English the last one chose.
    portal.language = 'nl';
    fill('jan@example.nl', 'Geheim1!');
    form.send({ type: 'user.submit' });
    await waitFor(actors.session, (s) => s.matches('authorized') && s.context.user?.language === 'nl');
    expect(getLocale()).toBe('nl');
    expect(portal.language).toBe('nl');
    actors.stop();
  });

  it('keeps the last of two flags pressed before the first save answered', async () => {
    const { portal, tab, actors } = signedOutTab();
    portal.language = 'nl';
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    tab.tokenStore.write(portal.issue());
    actors.session.send({ type: 'session.recheck' });
    await waitFor(actors.session, (s) => s.matches('authorized'));
    actors.session.send({ type: 'language.chosen', language: 'en' });
    actors.session.send({ type: 'language.chosen', language: 'nl' });
    // Both saves answered (one at a time, the second after the first), or only the first when the second is lost.
    await waitFor(actors.session, (s) => s.context.chosenSignedIn === null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(portal.language).toBe('nl');
    expect(actors.session.getSnapshot().context.user?.language).toBe('nl');
    actors.stop();
  });

  it('does not replace the chosen language when a stored login is found again', async () => {
    const { portal, tab, actors } = signedOutTab();
    portal.language = 'en';
    setLocale('nl');
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    tab.tokenStore.write(portal.issue());
    actors.session.send({ type: 'session.recheck' });
    await waitFor(actors.session, (s) => s.matches('authorized'));
    expect(getLocale()).toBe('nl');
    actors.stop();
  });
});

describe('signing out', () => {
  it('calls logout, clears the stored login and re-checks', async () => {
    const { portal, tab, actors } = signedOutTab();
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    tab.tokenStore.write(portal.issue());
    actors.session.send({ type: 'session.recheck' });
    await waitFor(actors.session, (s) => s.matches({ authorized: 'relationsLoaded' }));

    actors.session.send({ type: 'session.logout' });

    const session = await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    expect(portal.calls('/Identity/Logout')[0].token).toBe('access-1');
    expect(tab.tokenStore.read()).toBeNull();
    expect(session.context).toMatchObject({ user: null, relations: null });
    actors.stop();
  });

  it('still signs out when the logout call fails', async () => {
    const { portal, tab, actors } = signedOutTab();
    portal.logoutFails = true;
    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    tab.tokenStore.write(portal.issue());
    actors.session.send({ type: 'session.recheck' });
    await waitFor(actors.session, (s) => s.matches('authorized'));

    actors.session.send({ type: 'session.logout' });

    await waitFor(actors.session, (s) => s.matches('unauthorized'));
    expect(portal.logoutCalls).toBe(1);
    expect(tab.tokenStore.read()).toBeNull();
    actors.stop();
  });
});
