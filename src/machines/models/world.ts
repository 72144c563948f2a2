import type { AnyStateMachine } from 'xstate';
import { ApiError } from '../../services/api-error';

/** An event as the walk sends it: a type and whatever the event carries. */
export type SampleEvent = { type: string } & Record<string, unknown>;

/**
 * One setting of what a machine sees outside itself (the guards the app provides, its input), with the
 * sample events the graph walk sends. Types without samples are sent bare. A machine whose guards look
 * outside gets one world per answer, so the walk reaches both branches.
 */
export interface World {
  name: string;
  logic: AnyStateMachine;
  input?: unknown;
  samples: Record<string, SampleEvent[]>;
}

export interface MachineModel {
  machine: AnyStateMachine;
  worlds: World[];
}

/** A refusal as the API client throws it, for the walk's error events. */
export const apiError = (status: number, code: string) =>
  new ApiError({ status, message: `HTTP ${status}`, code });
