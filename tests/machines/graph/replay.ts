import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GeneratedPath } from '../../../src/machines/models/paths';
import { startSandbox } from '../../../src/machines/models/sandbox';

export interface Replay {
  /** Transitions the real actor took, by `transitionKey`. */
  taken: Set<string>;
  /** The provided effects it ran, in order. */
  effects: string[];
}

export interface StepCheck {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The effects run during this step. */
  effects: string[];
}

/**
 * Replays a generated path on a real actor in a sandbox: user events are sent, calls are answered, delays
 * pass on the sandbox's clock. After every step the actor must be in the step's state with its context.
 */
export async function replay(path: GeneratedPath, check?: (step: StepCheck) => void): Promise<Replay> {
  const sandbox = await startSandbox(path.world);
  try {
    for (const [index, step] of path.steps.entries()) {
      const before = sandbox.snapshot();
      const effectsBefore = sandbox.effects.length;
      if (index > 0) await sandbox.perform(step.event);
      const snapshot = sandbox.snapshot();
      expect(snapshot.status, `${step.event.type} left the actor ${snapshot.status}`).toBe(step.state.status);
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      if (index > 0)
        check?.({
          event: step.event,
          before,
          after: snapshot,
          effects: sandbox.effects.slice(effectsBefore),
        });
    }
  } finally {
    sandbox.stop();
  }
  return { taken: sandbox.taken, effects: sandbox.effects };
}
