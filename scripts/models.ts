import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'xstate';
import { type MachineModel, machineModels } from '../src/machines/models/catalogue';
import {
  type MachineDefinition,
  readMachine,
  type StateInfo,
  statePath,
  transitionLabel,
} from '../src/machines/models/definition';
import { generatePaths, generateWorldPaths } from '../src/machines/models/paths';
import { isOwnEvent } from '../src/machines/models/transitions';
import { isUnprovided } from '../src/machines/unprovided';
import { renderChartLayouts } from './chart-layouts';

/** A mermaid id for a state: its path below the machine, joined with underscores. */
const idOf = (state: StateInfo) => state.path.join('_');

function diagramOf(definition: MachineDefinition): string[] {
  const lines = ['stateDiagram-v2'];
  const byId = new Map(definition.states.map((state) => [state.id, state]));
  const childrenOf = (state: StateInfo) => definition.states.filter((child) => child.parentId === state.id);
  const write = (state: StateInfo, depth: number) => {
    const indent = '  '.repeat(depth);
    const initial = state.initialId ? byId.get(state.initialId) : undefined;
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    for (const child of childrenOf(state)) {
      const label = child.key === idOf(child) ? '' : `state "${child.key}" as ${idOf(child)}`;
      if (childrenOf(child).length) {
        lines.push(`${indent}state ${idOf(child)} {`);
        write(child, depth + 1);
        lines.push(`${indent}}`);
      } else if (label) {
        lines.push(`${indent}${label}`);
      }
    }
  };
  write(definition.states[0], 1);
  for (const transition of definition.transitions) {
    const source = idOf(byId.get(transition.sourceId)!);
    for (const targetId of transition.targetIds.length ? transition.targetIds : [transition.sourceId]) {
      lines.push(`  ${source} --> ${idOf(byId.get(targetId)!)} : ${transitionLabel(transition)}`);
    }
  }
  return lines;
}

function statesTable(definition: MachineDefinition): string[] {
  const rows = definition.states
    .filter((state) => state.path.length > 0)
    .map((state) => {
      const cells = [state.tags, state.calls, state.entry, state.exit].map((list) => list.join(', '));
      return `| \`${statePath(state)}\` | ${cells.join(' | ')} |`;
    });
  return ['| State | Tags | Calls | On entry | On exit |', '| --- | --- | --- | --- | --- |', ...rows];
}

function eventsTable(definition: MachineDefinition): string[] {
  const pathOf = new Map(definition.states.map((state) => [state.id, statePath(state)]));
  const handledIn = new Map<string, Set<string>>();
  for (const transition of definition.transitions) {
    if (!isOwnEvent(transition.eventType)) continue;
    const states = handledIn.get(transition.eventType) ?? new Set();
    states.add(pathOf.get(transition.sourceId) || '(any)');
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

/** A call is a promise the app provides, or a machine of its own with its own section. */
const describeCall = (implementation: unknown) =>
  implementation instanceof StateMachine
    ? ` (the \`${implementation.id}\` machine, below)`
    : providedByApp(implementation);

function sectionOf(model: MachineModel): string[] {
  const { machine } = model;
  const definition = readMachine(machine);
  const implementations = machine.implementations;
  const worldCounts = model.worlds.map((world) => `${world.name}: ${generateWorldPaths(world).length}`);
  const transitions = definition.transitions.length;
  return [
    `## ${definition.id}`,
    '',
    definition.description,
    '',
    '```mermaid',
    ...diagramOf(definition),
    '```',
    '',
    '### States',
    '',
    ...statesTable(definition),
    '',
    '### Events',
    '',
    ...eventsTable(definition),
    '',
    '### Guards, delays, calls and effects',
    '',
    ...implementationList('Guards', implementations.guards as Record<string, unknown>, providedByApp),
    '',
    ...implementationList('Delays', implementations.delays as Record<string, unknown>, (ms) =>
      // A delay computed from the context (a backoff) has no one value; its source reads differently per compiler.
      typeof ms === 'function' ? ': computed from the context' : `: ${ms} ms`,
    ),
    '',
    ...implementationList('Calls', implementations.actors as Record<string, unknown>, describeCall),
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
export const chartLayoutsFile = fileURLToPath(
  new URL('../src/views/models/chart-layouts.json', import.meta.url),
);
export const descriptionsFile = fileURLToPath(
  new URL('../src/views/models/descriptions.en.json', import.meta.url),
);

/**
 * Each machine's own (English) description, by id, for the model viewer: the browser's build leaves the
 * descriptions out of the machines (see vite.config.ts), so every screen that runs one does not carry its prose.
 */
export const renderDescriptions = (): string =>
  `${JSON.stringify(
    Object.fromEntries(machineModels.map(({ machine }) => [machine.id, machine.config.description ?? ''])),
    null,
    2,
  )}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(modelsFile, renderModels());
  console.log(`Wrote ${modelsFile}`);
  writeFileSync(chartLayoutsFile, await renderChartLayouts());
  console.log(`Wrote ${chartLayoutsFile}`);
  writeFileSync(descriptionsFile, renderDescriptions());
  console.log(`Wrote ${descriptionsFile}`);
}
