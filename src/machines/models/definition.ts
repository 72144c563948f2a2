import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { allStateNodes, allTransitions, eventLabel, transitionKey } from './transitions';

/**
 * A machine definition read into plain data: what models.md writes and the model viewer draws, so the two
 * can never disagree. Everything here comes from the machine object itself, not from its source text.
 */
export interface StateInfo {
  /** XState's id of the node, e.g. `session.authorized.loadingRelations`; the root's is the machine id. */
  id: string;
  /** Keys from the root down; empty for the root. */
  path: string[];
  key: string;
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child a compound state starts in. */
  initialId: string | null;
  tags: string[];
  /** The calls (promise actors or machines) the state invokes while it is active, by their source name. */
  calls: string[];
  entry: string[];
  exit: string[];
  description: string | null;
}

export interface TransitionInfo {
  /** Stable over `provide` copies: the key the generated tests record a taken transition by. */
  key: string;
  sourceId: string;
  /** Empty for a transition that only runs actions (drawn as a loop on its source). */
  targetIds: string[];
  eventType: string;
  /** How the event reads: `session.logout`, `fetchProfile done`, `after expiryCheckInterval`, `always`. */
  event: string;
  guard: string | null;
  /** The named delay (or milliseconds) of an `after` transition. */
  delay: string | null;
  /** Named actions; one-line assigns are left out as they say nothing a reader needs. */
  actions: string[];
}

export interface MachineDefinition {
  id: string;
  description: string;
  states: StateInfo[];
  transitions: TransitionInfo[];
}

/** The name of an action, guard or call reference; `inline` for an anonymous one. */
export const nameOf = (reference: unknown): string => {
  if (typeof reference === 'string') return reference;
  const type = (reference as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'inline';
};

/** The named actions of a list, without the internals XState adds (the timers of `after`). */
export const actionNames = (actions: readonly unknown[]): string[] =>
  actions
    .map(nameOf)
    .filter((name) => name !== 'xstate.raise' && name !== 'xstate.cancel')
    .map((name) => (name === 'xstate.assign' || name === 'inline' ? 'assign' : name));

const typeOf = (node: AnyStateNode): StateInfo['type'] => node.type;

function stateOf(node: AnyStateNode): StateInfo {
  return {
    id: node.id,
    path: [...node.path],
    key: node.key,
    parentId: node.parent?.id ?? null,
    type: typeOf(node),
    initialId: node.initial?.target?.[0]?.id ?? null,
    tags: [...node.tags],
    calls: node.invoke.map((invoke) => String(invoke.src)),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    description: node.description ?? null,
  };
}

function transitionOf(transition: AnyTransitionDefinition): TransitionInfo {
  const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType)?.[1] ?? null;
  return {
    key: transitionKey(transition),
    sourceId: transition.source.id,
    targetIds: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    eventType: transition.eventType,
    event: eventLabel(transition.eventType),
    guard: transition.guard ? nameOf(transition.guard) : null,
    delay,
    actions: actionNames(transition.actions).filter((name) => name !== 'assign'),
  };
}

export function readMachine(machine: AnyStateMachine): MachineDefinition {
  return {
    id: machine.id,
    description: machine.root.description ?? '',
    states: allStateNodes(machine).map(stateOf),
    transitions: allTransitions(machine).map(transitionOf),
  };
}

/** How a transition reads on an edge: `event [guard] / actions`. */
export function transitionLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  return `${transition.event}${guard}${actions}`;
}

/** A state's path below the machine, dotted: `authorized.loadingRelations`. */
export const statePath = (state: StateInfo): string => state.path.join('.');
