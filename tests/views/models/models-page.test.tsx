import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { setLocale } from '../../../src/i18n/store';
import { inspect } from '../../../src/machines/inspector';
import { loginFormMachine } from '../../../src/machines/loginForm/loginForm.machine';
import { REDACTED } from '../../../src/machines/models/redact';
import { tokenRefreshMachine } from '../../../src/machines/tokenRefresh/tokenRefresh.machine';
import type { SecondFactorStep } from '../../../src/services/sign-in';
import { AppRoutes } from '../../../src/views/routes';
import { profile, renderWithApp, testActors } from '../support';

const qa = () => testActors({ user: profile(['Relations.View', 'Models.View']), relations: [] });
const open = (at: string, actors = qa()) => renderWithApp(<AppRoutes />, { actors, at });

/** The viewer is loaded on first use; its chart waits for the layout. */
const seeChart = (id: string) =>
  screen.findByRole('img', { name: `Toestandsdiagram van ${id}` }, { timeout: 20_000 });

const liveStates = (chart: HTMLElement) =>
  [...chart.querySelectorAll('[data-live]')].map((node) => node.getAttribute('data-state-id')).sort();

describe('the model viewer page', () => {
  it('tells a user without Models.View they are not authorized, and shows them no menu entry', async () => {
    open('/models/session', testActors({ user: profile(['Relations.View']), relations: [] }));
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modellen' })).toBeNull();
  });

  it('lists every machine and draws the session where this tab is: authorized, relations loaded', async () => {
    open('/models/session');
    const chart = await seeChart('session');
    const list = screen.getByRole('navigation', { name: 'Machines' });
    for (const id of ['session', 'tokenRefresh', 'loginForm', 'inactivity', 'refreshExpiry', 'invitation'])
      expect(within(list).getByRole('link', { name: new RegExp(`^${id}`) })).toBeTruthy();
    await waitFor(() =>
      expect(liveStates(chart)).toEqual(['session.authorized', 'session.authorized.relationsLoaded']),
    );
    expect(within(screen.getByRole('complementary')).getByRole('link', { name: 'Modellen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download als JSON' }).getAttribute('download')).toBe(
      'session.json',
    );
  });

  it("describes the machine in Dutch on the Dutch screen, and in the machine's own English on the English one", async () => {
    open('/models/refreshExpiry');
    await seeChart('refreshExpiry');
    expect(screen.getByText(/^Draait zolang de sessie geautoriseerd is/)).toBeTruthy();
    expect(screen.queryByText(/^Runs while the session is authorized/)).toBeNull();
    act(() => setLocale('en'));
    try {
      await waitFor(() =>
        expect(screen.getByText(/^Runs while the session is authorized/).getAttribute('lang')).toBe('en'),
      );
    } finally {
      act(() => setLocale('nl'));
    }
  });

  it('never shows a password: not in the event log, the context or the paths', async () => {
    const form = createActor(
      loginFormMachine.provide({
        actors: {
          checkFields: fromPromise(async () => ({})),
          login: fromPromise<SecondFactorStep | null, { email: string; password: string }>(
            () => new Promise(() => {}),
          ),
        },
        actions: { prepareCheck: () => {}, startSession: () => {} },
      }),
      { inspect },
    ).start();
    try {
      open('/models/loginForm');
      await seeChart('loginForm');
      act(() => {
        form.send({ type: 'user.changeEmail', value: 'jan@example.nl' });
        form.send({ type: 'user.changePassword', value: 'Geheim1!' });
      });
      const actor = await screen.findByRole('article', { name: `Actor ${form.id}` });
      await within(actor).findByText('user.changePassword');
      // Nowhere on the page: not in the log, the context, nor the generated paths (their samples type one too).
      expect(document.body.textContent).not.toContain('Geheim1!');
      expect(actor.textContent).toContain(REDACTED);
      // The e-mail address is no secret: the log shows what happened.
      expect(actor.textContent).toContain('jan@example.nl');
    } finally {
      form.stop();
    }
  });

  it('never shows a token in the event log', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
    const refresh = createActor(
      tokenRefreshMachine.provide({
        actors: { renewAccessToken: fromPromise(() => new Promise<string | null>(() => {})) },
        actions: { clearStoredLogin: () => {}, recheckSession: () => {} },
      }),
      { inspect },
    ).start();
    try {
      open('/models/tokenRefresh');
      await seeChart('tokenRefresh');
      act(() => refresh.send({ type: 'token.expired', failedToken: token }));
      const actor = await screen.findByRole('article', { name: `Actor ${refresh.id}` });
      await within(actor).findByText('token.expired');
      expect(document.body.textContent).not.toContain(token);
      expect(actor.textContent).toContain(REDACTED);
    } finally {
      refresh.stop();
    }
  });
});
