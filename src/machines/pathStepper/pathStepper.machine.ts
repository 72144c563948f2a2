import { assertEvent, assign, setup } from 'xstate';
import { unprovidedActor } from '../unprovided';
import type { PathStepperContext, PathStepperEvent, SandboxStep } from './pathStepper.types';

export const pathStepperMachine = setup({
  types: {} as { context: PathStepperContext; events: PathStepperEvent },
  actors: {
    /** Provided by the app: replays the path up to `index` on a sandboxed copy of the machine. */
    replayStep: unprovidedActor<SandboxStep, { pathId: string; index: number }>('replayStep'),
  },
  actions: {
    startPath: assign(({ event }) => {
      assertEvent(event, 'user.choosePath');
      return { pathId: event.pathId, stepCount: event.stepCount, index: 0, step: null, error: null };
    }),
    stepForward: assign({ index: ({ context }) => context.index + 1 }),
    stepBack: assign({ index: ({ context }) => context.index - 1 }),
    forgetPath: assign({ pathId: null, stepCount: 0, index: 0, step: null, error: null }),
  },
  guards: {
    canGoForward: ({ context }) => context.index < context.stepCount - 1,
    canGoBack: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'pathStepper',
  description:
    'QA steps through one generated test path of a machine in the model viewer: each step replays the ' +
    'path up to there on a sandboxed copy (every call and effect replaced, its own clock), forward and ' +
    'back. Choosing another path starts again at its first step.',
  context: { pathId: null, stepCount: 0, index: 0, step: null, error: null },
  initial: 'closed',
  on: {
    'user.choosePath': { target: '.replaying', reenter: true, actions: 'startPath' },
  },
  states: {
    closed: {},
    replaying: {
      tags: ['busy'],
      invoke: {
        id: 'replayStep',
        src: 'replayStep',
        input: ({ context }) => ({ pathId: context.pathId ?? '', index: context.index }),
        onDone: { target: 'showing', actions: assign({ step: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    showing: {
      on: {
        'user.forward': { guard: 'canGoForward', target: 'replaying', actions: 'stepForward' },
        'user.back': { guard: 'canGoBack', target: 'replaying', actions: 'stepBack' },
        'user.close': { target: 'closed', actions: 'forgetPath' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'user.close': { target: 'closed', actions: 'forgetPath' } },
    },
  },
});
