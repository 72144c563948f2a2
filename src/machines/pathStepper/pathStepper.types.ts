import type { StateValue } from 'xstate';

/** Where a sandboxed copy of a machine stands after some steps of a generated path. */
export interface SandboxStep {
  value: StateValue;
  /** `active`, or `done` once the copy reached a final state. */
  status: string;
  /** Redacted. */
  context: unknown;
  /** The step's event, redacted; null at the start. */
  event: { type: string; payload: unknown } | null;
  /** The app's effects this step would have run (recorded, never run). */
  effects: string[];
}

export interface PathStepperContext {
  /** Which generated path (its id in the viewer's list); null before one is chosen. */
  pathId: string | null;
  /** Steps of the path, the start included. */
  stepCount: number;
  /** 0 is the start. */
  index: number;
  step: SandboxStep | null;
  error: unknown;
}

export type PathStepperEvent =
  | { type: 'user.choosePath'; pathId: string; stepCount: number }
  | { type: 'user.forward' }
  | { type: 'user.back' }
  | { type: 'user.close' };
