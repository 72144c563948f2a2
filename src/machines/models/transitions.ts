import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition as AnyTransition } from 'xstate';

/** Names one transition of a machine the same way in every copy made by `provide`. */
export function transitionKey(transition: AnyTransition): string {
  const source = transition.source as AnyStateNode;
  const siblings = transition.eventType ? source.transitions.get(transition.eventType) : source.always;
  return `${source.id} ${transition.eventType || 'always'} #${siblings?.indexOf(transition) ?? -1}`;
}

export const allStateNodes = (machine: AnyStateMachine): AnyStateNode[] => [
  machine.root,
  ...getStateNodes(machine.root),
];

/** Every transition the machine defines: `on`, invoke done and error, `after`, `always`. */
export function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/**
 * The delay an `xstate.after.<delay>.<state>` event waits for, resolved against the machine's named delays;
 * a delay that depends on the context (a growing backoff) is computed from `context`.
 */
export function delayOf(machine: AnyStateMachine, eventType: string, context?: unknown): number | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (!match) return null;
  const ref = match[1];
  if (!Number.isNaN(Number(ref))) return Number(ref);
  const named = (machine.implementations.delays as Record<string, unknown>)[ref];
  const delay = typeof named === 'function' ? named({ context, event: { type: eventType } }) : named;
  if (typeof delay !== 'number') throw new Error(`Delay '${ref}' of ${machine.id} is not a number`);
  return delay;
}

/** How an event type reads in a diagram or a test name. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `${failed[1]} failed`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType || 'always';
}

export const isOwnEvent = (eventType: string) => !eventType.startsWith('xstate.') && eventType !== '';
