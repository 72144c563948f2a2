import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { redactEvent } from './redact';
import { eventLabel, transitionKey } from './transitions';
import type { MachineModel, World } from './world';

type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface GeneratedPath extends Path {
  world: World;
  description: string;
}

/** The complete event list for a state: every event it handles, as its samples or bare. */
const eventsOf =
  (world: World) =>
  (snapshot: AnyMachineSnapshot): EventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => world.samples[type] ?? [{ type }]);

const stateLabel = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateLabel(child)}`)
        .join(', ');

function stepLabel(event: EventObject, redacted = false): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const label = eventLabel(type);
  if (type.startsWith('xstate.error.')) {
    const status = (payload.error as { status?: number } | undefined)?.status;
    return status === undefined ? label : `${label} (${status})`;
  }
  if (type.startsWith('xstate.done.')) return payload.output === null ? `${label} (null)` : label;
  const shown = Object.keys(payload).length
    ? ` ${JSON.stringify(redacted ? redactEvent(event).payload : payload)}`
    : '';
  return `${label}${shown}`;
}

/**
 * How a path reads: where it ends and the events that take it there. The tests are named so; the model
 * viewer shows it `redacted`, as it shows every event (a sample password is still a password on screen).
 */
export function describePath(path: Path, redacted = false): string {
  const events = path.steps.slice(1).map((step) => stepLabel(step.event, redacted));
  const end = stateLabel(path.state.value);
  return events.length ? `reaches ${end} via ${events.join(' → ')}` : `starts in ${end}`;
}

/** The transitions a step of a path takes, as the machine selects them for that state and event. */
export function transitionsOfStep(
  logic: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  return logic.getTransitionData(before, event).map(transitionKey);
}

function transitionsAlong(logic: AnyStateMachine, path: Path): string[] {
  return path.steps.slice(1).flatMap((step, i) => transitionsOfStep(logic, path.steps[i].state, step.event));
}

/**
 * The test paths of one world: the shortest path to every state the graph walk reaches, plus, for every
 * transition those paths leave out (a self-transition ends where it started, so no shortest path needs it),
 * the shortest path to its source followed by that transition.
 */
export function generateWorldPaths(world: World): GeneratedPath[] {
  // The samples keep every context finite; the limit turns a context that grows after all into a failure, not a hang.
  const options = { input: world.input, events: eventsOf(world), limit: 10_000 };
  const shortest = getShortestPaths(world.logic, options) as Path[];
  const covered = new Set(shortest.flatMap((path) => transitionsAlong(world.logic, path)));
  const shortestTo = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));

  const completing: Path[] = [];
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(world.logic, options);
  for (const { state, transitions } of Object.values(adjacency)) {
    const head = shortestTo.get(serializeSnapshot(state));
    if (!head) continue;
    // The map is keyed by branded strings, which Object.values does not see through.
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
    for (const { event, state: next } of edges) {
      const taken = transitionsOfStep(world.logic, state, event);
      if (taken.every((key) => covered.has(key))) continue;
      for (const key of taken) covered.add(key);
      completing.push({
        state: next,
        steps: [...head.steps, { state: next, event }],
        weight: head.weight + 1,
      });
    }
  }
  return [...shortest, ...completing].map((path) => ({ ...path, world, description: describePath(path) }));
}

export const generatePaths = (model: MachineModel): GeneratedPath[] =>
  model.worlds.flatMap(generateWorldPaths);
