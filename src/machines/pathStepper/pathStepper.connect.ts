import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspector';
import type { GeneratedPath } from '../models/paths';
import { redact, redactEvent } from '../models/redact';
import { startSandbox } from '../models/sandbox';
import { pathStepperMachine } from './pathStepper.machine';
import type { SandboxStep } from './pathStepper.types';

/** A generated path as the viewer lists it. */
export interface ListedPath {
  /** `<machine id> <position>`: stable for as long as the machine and its worlds are. */
  id: string;
  path: GeneratedPath;
}

/**
 * Replays `path` up to step `index` on a sandboxed copy of its machine, and checks the copy is where the
 * graph walk said it would be.
 */
export async function replayTo(path: GeneratedPath, index: number): Promise<SandboxStep> {
  const sandbox = await startSandbox(path.world);
  try {
    let effectsBefore = 0;
    for (const step of path.steps.slice(1, index + 1)) {
      effectsBefore = sandbox.effects.length;
      await sandbox.perform(step.event);
    }
    const snapshot = sandbox.snapshot();
    if (JSON.stringify(snapshot.value) !== JSON.stringify(path.steps[index].state.value)) {
      throw new Error(`The sandbox left the path at step ${index}`);
    }
    return {
      value: snapshot.value,
      status: snapshot.status,
      context: redact(snapshot.context),
      event: index > 0 ? redactEvent(path.steps[index].event) : null,
      effects: index > 0 ? sandbox.effects.slice(effectsBefore) : [],
    };
  } finally {
    sandbox.stop();
  }
}

export interface PathStepperView {
  chosenPathId: string | null;
  /** 0 is the start. */
  index: number;
  stepCount: number;
  step: SandboxStep | null;
  isReplaying: boolean;
  isFailed: boolean;
  canGoForward: boolean;
  canGoBack: boolean;
  choose(path: ListedPath): void;
  forward(): void;
  back(): void;
  close(): void;
}

/** Steps through the listed paths of one machine; a path is chosen by its id. */
export function usePathStepper(paths: ListedPath[]): PathStepperView {
  const pathsRef = useRef(paths);
  pathsRef.current = paths;
  const actor = useActorRef(
    pathStepperMachine.provide({
      actors: {
        replayStep: fromPromise(async ({ input }) => {
          const listed = pathsRef.current.find((candidate) => candidate.id === input.pathId);
          if (!listed) throw new Error(`No path ${input.pathId}`);
          return replayTo(listed.path, input.index);
        }),
      },
    }),
    { inspect },
  );
  const chosenPathId = useSelector(actor, (s) => s.context.pathId);
  const index = useSelector(actor, (s) => s.context.index);
  const stepCount = useSelector(actor, (s) => s.context.stepCount);
  const step = useSelector(actor, (s) => s.context.step);
  const isReplaying = useSelector(actor, (s) => s.hasTag('busy'));
  const isFailed = useSelector(actor, (s) => s.hasTag('error'));
  const canGoForward = useSelector(actor, (s) => s.can({ type: 'user.forward' }));
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'user.back' }));

  const commands = useMemo(
    () => ({
      choose: ({ id, path }: ListedPath) =>
        actor.send({ type: 'user.choosePath', pathId: id, stepCount: path.steps.length }),
      forward: () => actor.send({ type: 'user.forward' }),
      back: () => actor.send({ type: 'user.back' }),
      close: () => actor.send({ type: 'user.close' }),
    }),
    [actor],
  );
  return {
    chosenPathId,
    index,
    stepCount,
    step,
    isReplaying,
    isFailed,
    canGoForward,
    canGoBack,
    ...commands,
  };
}
