import { expect, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { isUnprovided } from '../../../src/machines/unprovided';
import type { GeneratedPath } from './paths';
import { delayOf, transitionKey } from './transitions';

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Lets the actor settle: a fake call's answer reaches the machine a few microtasks later. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/**
 * The machine with every call replaced by one the replay answers by hand, and every effect the app
 * provides replaced by a recorder. Environment guards must come from the world.
 */
function fakeImplementations(logic: AnyStateMachine) {
  const pending = new Map<string, Pending>();
  const effects: string[] = [];
  const guards = logic.implementations.guards as Record<string, unknown>;
  const missing = Object.keys(guards).filter((name) => isUnprovided(guards[name]));
  if (missing.length)
    throw new Error(`The world of ${logic.id} must provide the guards ${missing.join(', ')}`);

  const actors = Object.fromEntries(
    Object.keys(logic.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise((resolve, reject) => pending.set(name, { resolve, reject }))),
    ]),
  );
  const actionImplementations = logic.implementations.actions as Record<string, unknown>;
  const actions = Object.fromEntries(
    Object.keys(actionImplementations)
      .filter((name) => isUnprovided(actionImplementations[name]))
      .map((name) => [name, () => effects.push(name)]),
  );
  return { logic: logic.provide({ actors, actions }), pending, effects };
}

async function perform(
  logic: AnyStateMachine,
  pending: Map<string, Pending>,
  actor: AnyActorRef,
  event: EventObject,
) {
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (invoked) {
    const call = pending.get(invoked[2]);
    if (!call) throw new Error(`No call of ${invoked[2]} is running`);
    pending.delete(invoked[2]);
    if (invoked[1] === 'done') call.resolve((event as { output?: unknown }).output);
    else call.reject((event as { error?: unknown }).error);
  } else {
    const delay = delayOf(logic, event.type);
    if (delay === null) actor.send(event);
    else await vi.advanceTimersByTimeAsync(delay);
  }
  await settle();
}

export interface Replay {
  /** Transitions the real actor took, by `transitionKey`. */
  taken: Set<string>;
  /** The provided effects it ran, in order. */
  effects: string[];
}

/**
 * Replays a generated path on a real actor: user events are sent, calls are answered, delays pass on fake
 * timers (the caller installs them). After every step the actor must be in the step's state with its context.
 */
export interface StepCheck {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The effects run during this step. */
  effects: string[];
}

export async function replay(path: GeneratedPath, check?: (step: StepCheck) => void): Promise<Replay> {
  const { logic, pending, effects } = fakeImplementations(path.world.logic);
  const taken = new Set<string>();
  // Eventless transitions out of the initial state are taken while the actor is being created, before
  // `actor` is assigned; the first actor inspected is the one under test.
  let root: unknown;
  const actor = createActor(logic, {
    input: path.world.input,
    inspect: (inspection) => {
      root ??= inspection.actorRef;
      if (inspection.type === '@xstate.microstep' && inspection.actorRef === root) {
        for (const transition of inspection._transitions) taken.add(transitionKey(transition));
      }
    },
  });
  actor.start();
  await settle();
  try {
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot();
      const effectsBefore = effects.length;
      if (index > 0) await perform(logic, pending, actor, step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.status, `${step.event.type} left the actor ${snapshot.status}`).toBe('active');
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      if (index > 0)
        check?.({ event: step.event, before, after: snapshot, effects: effects.slice(effectsBefore) });
    }
  } finally {
    actor.stop();
  }
  return { taken, effects };
}
