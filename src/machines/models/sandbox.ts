import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { isUnprovided } from '../unprovided';
import { delayOf, transitionKey } from './transitions';
import type { World } from './world';

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Lets the actor settle: a fake call's answer reaches the machine a few microtasks later. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Timers on a clock of its own: time passes only when `advance` is called, never by itself. */
function createManualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout(run: () => void, delay: number): number {
      const id = nextId++;
      timers.set(id, { at: now + delay, run });
      return id;
    },
    clearTimeout(id: number) {
      timers.delete(id);
    },
    /** Fires every timer due within `ms`, earliest first, letting the actor settle after each. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await settle();
      }
      now = until;
    },
  };
}

/**
 * The machine with every call replaced by one the sandbox answers by hand, and every effect the app
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
      // A parameterised effect is recorded with its parameters: `announceFailure {"kind":"copy"}`.
      .map((name) => [
        name,
        (_: unknown, params: unknown) =>
          effects.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`),
      ]),
  );
  return { logic: logic.provide({ actors, actions }), pending, effects };
}

export interface Sandbox {
  actor: AnyActorRef;
  snapshot(): AnyMachineSnapshot;
  /** Transitions the actor took, by `transitionKey`. */
  taken: Set<string>;
  /** The provided effects it ran (recorded, never run), in order. */
  effects: string[];
  /**
   * One step of a generated path: a user event is sent, a call's done or error event answers that call,
   * and a delay passes on the sandbox's own clock.
   */
  perform(event: EventObject): Promise<void>;
  stop(): void;
}

/**
 * A running copy of a world's machine that cannot reach anything outside: every call and every effect of
 * the app is replaced, and its timers run on a clock that moves only when a step says so. The generated
 * tests replay their paths on it, and the model viewer steps through them on it.
 */
export async function startSandbox(world: World): Promise<Sandbox> {
  const { logic, pending, effects } = fakeImplementations(world.logic);
  const clock = createManualClock();
  const taken = new Set<string>();
  // Eventless transitions out of the initial state are taken while the actor is being created, before
  // `actor` is assigned; the first actor inspected is the one under test.
  let root: unknown;
  const actor = createActor(logic, {
    input: world.input,
    clock,
    inspect: (inspection) => {
      root ??= inspection.actorRef;
      if (inspection.type === '@xstate.microstep' && inspection.actorRef === root) {
        for (const transition of inspection._transitions) taken.add(transitionKey(transition));
      }
    },
  });
  actor.start();
  await settle();

  return {
    actor,
    snapshot: () => actor.getSnapshot(),
    taken,
    effects,
    async perform(event) {
      const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (invoked) {
        const call = pending.get(invoked[2]);
        if (!call) throw new Error(`No call of ${invoked[2]} is running`);
        pending.delete(invoked[2]);
        if (invoked[1] === 'done') call.resolve((event as { output?: unknown }).output);
        else call.reject((event as { error?: unknown }).error);
      } else {
        const delay = delayOf(logic, event.type, actor.getSnapshot().context);
        if (delay === null) actor.send(event);
        else await clock.advance(delay);
      }
      await settle();
    },
    stop: () => actor.stop(),
  };
}
