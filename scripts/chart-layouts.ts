// The bundled build of ELK lays out in this thread: no worker, no eval.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { machineModels } from '../src/machines/models/catalogue';
import { type MachineDefinition, readMachine } from '../src/machines/models/definition';
import { type ChartLayout, chartFrom, toElk } from '../src/views/models/statechart-layout';

const elk = new ELK();

/** Only what the drawing reads of ELK's answer: places, sizes, routes and label boxes. */
function placesOf(node: ElkNode): ElkNode {
  const box = { x: node.x, y: node.y, width: node.width, height: node.height };
  return {
    id: node.id,
    ...box,
    ...(node.children?.length ? { children: node.children.map(placesOf) } : {}),
    ...(node.edges?.length
      ? {
          edges: node.edges.map(
            (edge): ElkExtendedEdge => ({
              id: edge.id,
              sources: [],
              targets: [],
              sections: (edge.sections ?? []).map((section) => ({
                id: section.id,
                startPoint: section.startPoint,
                bendPoints: section.bendPoints,
                endPoint: section.endPoint,
              })),
              labels: (edge.labels ?? []).map((label) => ({
                x: label.x,
                y: label.y,
                width: label.width,
                height: label.height,
              })),
            }),
          ),
        }
      : {}),
  };
}

/** ELK's layout of one machine's graph, as kept in `src/views/models/chart-layouts.json`. */
export async function laidOut(definition: MachineDefinition): Promise<ElkNode> {
  return placesOf(await elk.layout(toElk(definition)));
}

/** The statechart of a machine, laid out by ELK now (what the viewer draws from the kept layout). */
export async function layoutChart(definition: MachineDefinition): Promise<ChartLayout> {
  return chartFrom(definition, await laidOut(definition));
}

/** The layouts of every machine of the catalogue, as the file the viewer imports. */
export async function renderChartLayouts(): Promise<string> {
  const layouts: Record<string, ElkNode> = {};
  for (const model of machineModels) {
    const definition = readMachine(model.machine);
    layouts[definition.id] = await laidOut(definition);
  }
  return `${JSON.stringify(layouts)}\n`;
}
