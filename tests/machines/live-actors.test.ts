import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inspect } from '../../src/machines/inspector';
import { createLiveActors } from '../../src/machines/models/live';
import { REDACTED } from '../../src/machines/models/redact';
import { pathStepperMachine } from '../../src/machines/pathStepper';

/** The live store as the viewer holds it: subscribed, counting how often it says something changed. */
function watch() {
  const live = createLiveActors();
  let changes = 0;
  const stop = live.subscribe(() => changes++);
  return { live, stop, changes: () => changes };
}

const ofStepper = (list: ReturnType<ReturnType<typeof createLiveActors>['getSnapshot']>) =>
  list.filter((actor) => actor.machineId === 'pathStepper');

describe('the actors running in this tab', () => {
  it('leaves out an actor that was created but never started (a render React threw away)', () => {
    const idle = createActor(pathStepperMachine, { inspect });
    const { live, stop } = watch();
    expect(ofStepper(live.getSnapshot())).toEqual([]);
    // Also when it is created while the viewer watches.
    const another = createActor(pathStepperMachine, { inspect });
    expect(ofStepper(live.getSnapshot())).toEqual([]);
    stop();
    idle.stop();
    another.stop();
  });

  it('lists a started actor with its state, and drops it once it is stopped', () => {
    const { live, stop, changes } = watch();
    const actor = createActor(pathStepperMachine, { inspect }).start();
    actor.send({ type: 'user.choosePath', pathId: 'session 3', stepCount: 4 });
    const [listed] = ofStepper(live.getSnapshot());
    expect(listed?.value).toBe('replaying');
    expect(listed?.events.map((event) => event.type)).toEqual(['user.choosePath']);

    const before = changes();
    actor.stop();
    expect(ofStepper(live.getSnapshot())).toEqual([]);
    expect(changes()).toBeGreaterThan(before);
    stop();
  });

  it('keeps what it shows redacted: an event carrying a token', () => {
    const { live, stop } = watch();
    const actor = createActor(pathStepperMachine, { inspect }).start();
    actor.send({
      type: 'user.choosePath',
      pathId: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln',
      stepCount: 2,
    });
    const shown = JSON.stringify(ofStepper(live.getSnapshot()));
    expect(shown).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(shown).toContain(REDACTED);
    actor.stop();
    stop();
  });
});
