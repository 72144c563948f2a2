import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { isUnprovided } from '../src/machines/unprovided';
import { generatePaths, generateWorldPaths } from '../tests/machines/graph/paths';
import { allStateNodes, allTransitions, eventLabel, isOwnEvent } from '../tests/machines/graph/transitions';
import { type MachineModel, machineModels } from '../tests/machines/graph/worlds';

/** A mermaid id for a state: its path below the machine, joined with underscores. */
const idOf = (node: AnyStateNode) => node.path.join('_');

const nameOf = (reference: unknown): string => {
  if (typeof reference === 'string') return reference;
  const type = (reference as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'inline';
};

/** The named actions of a list, without the internals XState adds (the timers of `after`). */
const actionNames = (actions: readonly unknown[]) =>
  actions
    .map(nameOf)
    .filter((name) => name !== 'xstate.raise' && name !== 'xstate.cancel')
    .map((name) => (name === 'xstate.assign' || name === 'inline' ? 'assign' : name));

function edgeLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${nameOf(transition.guard)}]` : '';
  const actions = actionNames(transition.actions).filter((name) => name !== 'assign');
  return `${eventLabel(transition.eventType)}${guard}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
}

function diagramOf(machine: AnyStateMachine): string[] {
  const lines = ['stateDiagram-v2'];
  const write = (node: AnyStateNode, depth: number) => {
    const indent = '  '.repeat(depth);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.initial?.target?.[0]) lines.push(`${indent}[*] --> ${idOf(node.initial.target[0])}`);
    for (const child of children) {
      const label = child.key === idOf(child) ? '' : `state "${child.key}" as ${idOf(child)}`;
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${idOf(child)} {`);
        write(child, depth + 1);
        lines.push(`${indent}}`);
      } else if (label) {
        lines.push(`${indent}${label}`);
      }
    }
  };
  write(machine.root, 1);
  for (const transition of allTransitions(machine)) {
    const source = idOf(transition.source);
    for (const target of transition.target?.length ? transition.target : [transition.source]) {
      lines.push(`  ${source} --> ${idOf(target)} : ${edgeLabel(transition)}`);
    }
  }
  return lines;
}

const statePath = (node: AnyStateNode) => node.path.join('.');

function statesTable(machine: AnyStateMachine): string[] {
  const rows = allStateNodes(machine)
    .filter((node) => node.path.length > 0)
    .map((node) => {
      const tags = node.tags.join(', ');
      const calls = node.invoke.map((invoke) => invoke.src).join(', ');
      const entry = actionNames(node.entry).join(', ');
      return `| \`${statePath(node)}\` | ${tags} | ${calls} | ${entry} |`;
    });
  return ['| State | Tags | Calls | On entry |', '| --- | --- | --- | --- |', ...rows];
}

function eventsTable(machine: AnyStateMachine): string[] {
  const handledIn = new Map<string, Set<string>>();
  for (const transition of allTransitions(machine)) {
    if (!isOwnEvent(transition.eventType)) continue;
    const states = handledIn.get(transition.eventType) ?? new Set();
    states.add(statePath(transition.source) || '(any)');
    handledIn.set(transition.eventType, states);
  }
  const rows = [...handledIn].map(([event, states]) => `| \`${event}\` | ${[...states].join(', ')} |`);
  return ['| Event | Handled in |', '| --- | --- |', ...rows];
}

function implementationList(
  kind: string,
  implementations: Record<string, unknown>,
  describe: (v: unknown) => string,
) {
  const names = Object.keys(implementations);
  if (!names.length) return [`${kind}: none.`];
  return [`${kind}:`, '', ...names.map((name) => `- \`${name}\`${describe(implementations[name])}`)];
}

const providedByApp = (implementation: unknown) =>
  isUnprovided(implementation) ? ' (provided by the app)' : '';

function sectionOf(model: MachineModel): string[] {
  const { machine } = model;
  const implementations = machine.implementations;
  const worldCounts = model.worlds.map((world) => `${world.name}: ${generateWorldPaths(world).length}`);
  const transitions = allTransitions(machine).length;
  return [
    `## ${machine.id}`,
    '',
    machine.root.description ?? '',
    '',
    '```mermaid',
    ...diagramOf(machine),
    '```',
    '',
    '### States',
    '',
    ...statesTable(machine),
    '',
    '### Events',
    '',
    ...eventsTable(machine),
    '',
    '### Guards, delays, calls and effects',
    '',
    ...implementationList('Guards', implementations.guards as Record<string, unknown>, providedByApp),
    '',
    ...implementationList('Delays', implementations.delays as Record<string, unknown>, (ms) => `: ${ms} ms`),
    '',
    ...implementationList('Calls', implementations.actors as Record<string, unknown>, providedByApp),
    '',
    ...implementationList(
      'Effects',
      Object.fromEntries(
        Object.entries(implementations.actions).filter(([, action]) => isUnprovided(action)),
      ),
      () => ' (provided by the app)',
    ),
    '',
    '### Generated test paths',
    '',
    `${generatePaths(model).length} paths (${worldCounts.join('; ')}) cover its ${transitions} transitions.`,
    '',
  ];
}

/** models.md as the machines define it now. */
export function renderModels(): string {
  return [
    '# Models',
    '',
    'Generated from `src/machines` by `npm run models`; a test fails when this file is out of date.',
    'Each diagram is drawn from the machine definition itself. The test paths are generated from the',
    'machine graph with @xstate/graph and replayed on real actors (`tests/machines/generated.test.ts`).',
    '',
    ...machineModels.flatMap(sectionOf),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}

export const modelsFile = fileURLToPath(new URL('../models.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(modelsFile, renderModels());
  console.log(`Wrote ${modelsFile}`);
}
