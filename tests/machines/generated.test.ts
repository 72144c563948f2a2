import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_ACCESS } from '../../src/machines/session/session.machine';
import { generatePaths } from './graph/paths';
import { replay, type StepCheck } from './graph/replay';
import { allTransitions, transitionKey } from './graph/transitions';
import { machineModels } from './graph/worlds';

/**
 * What the spec asks of each machine, checked after every step of every generated path. The replay
 * already holds the actor to the graph; these hold the graph to the spec.
 */
const rules: Record<string, (step: StepCheck) => void> = {
  session({ event, after, effects }) {
    if (after.matches('unauthorized')) {
      expect(after.context).toMatchObject({ user: null, error: UNAUTHORIZED_ACCESS, currentObjectId: null });
    }
    if (after.matches('authorized')) expect(after.context.user).not.toBeNull();
    if (after.matches({ authorized: 'loadingRelations' })) expect(after.context.relations).toBeNull();
    if (after.matches({ authorized: 'relationsLoaded' })) expect(after.context.relations).not.toBeNull();
    expect(after.hasTag('pending')).toBe(after.matches('pending') || after.matches('loggingOut'));
    if (/^xstate\.(done|error)\.actor\.logout$/.test(event.type)) {
      expect(effects).toEqual(['clearStoredLogin']);
      expect(after.matches('pending')).toBe(true);
    } else {
      expect(effects).toEqual([]);
    }
  },
  tokenRefresh({ after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('refreshing'));
    if (after.matches('refreshed')) expect(after.context.accessToken).toBeTruthy();
    if (after.matches('failed')) {
      expect(after.context.accessToken).toBeNull();
      expect(effects).toEqual(['clearStoredLogin', 'recheckSession']);
    } else {
      expect(effects).toEqual([]);
    }
  },
  loginForm({ event, before, after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    expect(after.context.alert !== null).toBe(after.matches({ editing: 'failure' }));
    if (after.matches('submitting')) expect(after.context.fieldErrors).toEqual({});
    if (event.type === 'xstate.done.actor.login') {
      expect(after.context).toEqual({ email: '', password: '', fieldErrors: {}, alert: null });
      expect(effects).toEqual(['recheckSession']);
    } else {
      expect(effects).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.login') {
      const status = (event as { error?: { status?: number } }).error?.status;
      expect(after.context.password).toBe('');
      expect(after.context.email).toBe(before.context.email);
      expect(after.context.alert).toBe(status === 400 ? 'credentials' : 'system');
    }
    if (event.type === 'user.submit' && !after.matches('submitting')) {
      expect(Object.keys(after.context.fieldErrors).length).toBeGreaterThan(0);
    }
    if (event.type === 'user.closeAlerts') expect(after.context.alert).toBeNull();
  },
  inactivity({ event, before, after, effects }) {
    const loggedOut = event.type.startsWith('xstate.after.') && after.matches('signedOut');
    expect(effects).toEqual(loggedOut ? ['logout'] : []);
    if (loggedOut) expect(before.context.inactivityTimeout).toBe(0);
  },
  refreshExpiry({ event, after, effects }) {
    const loggedOut = event.type.startsWith('xstate.after.') && after.matches('signedOut');
    expect(effects).toEqual(loggedOut ? ['logout'] : []);
  },
  formSubmission({ event, after }) {
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    if (event.type === 'xstate.done.actor.submit') {
      expect(after.context.result).toEqual((event as { output?: unknown }).output);
    }
    if (event.type === 'xstate.error.actor.submit') {
      expect(after.context.error).toBe((event as { error?: unknown }).error);
    }
    if (after.matches('idle')) expect(after.context).toEqual({ input: null, result: null, error: null });
  },
  invitation({ event, before, after, effects }) {
    const [status, step] = Object.entries(after.value as Record<string, string>)[0];
    const { account, inviteLink, error } = after.context;
    // The state always tells the account's status as the server last said it.
    expect(status).toBe(account ? account.status : 'new');
    const busySteps = ['inviting', 'resending', 'issuingLink', 'copyingLink', 'deactivating', 'reactivating'];
    expect(after.hasTag('busy')).toBe(busySteps.includes(step));
    expect(after.hasTag('error')).toBe(step === 'failed');
    expect(after.hasTag('confirming')).toBe(step === 'confirmingDeactivation' || step === 'deactivating');
    if (step === 'failed') expect(error).not.toBeNull();
    if (busySteps.includes(step)) expect(error).toBeNull();
    if (step === 'copyingLink') expect(inviteLink).not.toBeNull();

    const output = (event as { output?: { account?: unknown; inviteLink?: string | null } }).output;
    const expected: Record<string, string[]> = {
      'xstate.done.actor.invite': ['accountChanged', 'announceInvited'],
      'xstate.done.actor.deactivate': ['accountChanged', 'announceDeactivated'],
      'xstate.done.actor.reactivate': ['accountChanged', 'announceReactivated'],
      'xstate.done.actor.copyToClipboard': ['announceLinkCopied'],
      'xstate.done.actor.resend': before.hasTag('busy') && step === 'copyingLink' ? [] : ['announceResent'],
    };
    if (event.type.startsWith('xstate.error.')) {
      expect(error).toBe((event as { error?: unknown }).error);
      // The invite dialog shows its failure in the form; anywhere else it is announced.
      expect(effects).toEqual(status === 'new' ? [] : ['announceFailure']);
    } else {
      expect(effects).toEqual(expected[event.type] ?? []);
    }
    if (event.type === 'xstate.done.actor.invite') {
      expect(account).toEqual(output?.account);
      expect(inviteLink).toBe(output?.inviteLink);
    }
    if (event.type === 'xstate.done.actor.resend') expect(inviteLink).toBe(output?.inviteLink);
    if (event.type === 'xstate.done.actor.deactivate') expect(status).toBe('deactivated');
    if (event.type === 'account.sync') expect(account).toEqual((event as { account?: unknown }).account);
    if (event.type === 'user.cancel') expect(after.context).toEqual(before.context);
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(machineModels.map((model) => [model.machine.id, model] as const))('%s machine', (id, model) => {
  for (const world of model.worlds) {
    describe(world.name, () => {
      for (const path of generatePaths({ ...model, worlds: [world] })) {
        it(path.description, async () => {
          await replay(path, rules[id]);
        });
      }
    });
  }
});

describe('the inactivity machine on an inspection path', () => {
  it('never logs out, on any generated path', async () => {
    const model = machineModels.find((m) => m.machine.id === 'inactivity')!;
    const onInspection = model.worlds.filter((world) => world.name.includes('inspection'));
    expect(onInspection).toHaveLength(1);
    for (const path of generatePaths({ ...model, worlds: onInspection })) {
      expect((await replay(path)).effects).not.toContain('logout');
    }
  });
});

describe('transition coverage', () => {
  it('takes every transition of every machine on some generated path', async () => {
    const never: string[] = [];
    for (const model of machineModels) {
      const taken = new Set<string>();
      for (const path of generatePaths(model)) for (const key of (await replay(path)).taken) taken.add(key);
      for (const transition of allTransitions(model.machine)) {
        const key = transitionKey(transition);
        if (!taken.has(key)) never.push(key);
      }
    }
    expect(never).toEqual([]);
  });
});
