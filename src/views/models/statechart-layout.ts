import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineDefinition, StateInfo, TransitionInfo } from '../../machines/models/definition';
import laidOut from './chart-layouts.json';

/** Text sizes the boxes are measured for; the styles of the chart use the same. */
export const NAME_SIZE = 13;
export const DETAIL_SIZE = 11;
const LINE = 16;
const PAD_X = 10;
const PAD_Y = 8;
/**
 * A generous average glyph width per font size, so an estimated box is never narrower than its text (the
 * layout runs before anything is drawn, and in tests where nothing can be measured).
 */
const GLYPH = 0.62;
const textWidth = (text: string, size: number) => Math.ceil(text.length * size * GLYPH);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of text inside a state's box, below its name. */
export interface DetailLine {
  kind: 'tags' | 'calls' | 'entry' | 'exit' | 'internal' | 'self';
  text: string;
  /**
   * A transition that stays in its state is written inside it: an internal one (no target) as UML statecharts
   * do, one that leaves and re-enters its own state marked ↻. A layered layout draws such loops beside the
   * state with their labels apart from them, which reads worse than the line.
   */
  transition?: TransitionInfo;
}

export interface PlacedState extends Box {
  state: StateInfo;
  details: DetailLine[];
  isCompound: boolean;
  /** Where its name and lines start: a compound state's move right of the arrows that cross its header. */
  textX: number;
  /** The box its name and lines take. */
  text: Box;
}

/** An arrow: a transition to a target, or the arrow to a compound state's initial child. */
export interface PlacedEdge {
  /** Null for an initial arrow. */
  transition: TransitionInfo | null;
  /** Each target's route: a list of points. */
  routes: { x: number; y: number }[][];
  label: (Box & { lines: string[] }) | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  /** The dot each compound state starts from. */
  initials: (Box & { stateId: string })[];
  edges: PlacedEdge[];
}

const isInternal = (transition: TransitionInfo) => transition.targetIds.length === 0;
const isSelf = (transition: TransitionInfo) =>
  transition.targetIds.length === 1 && transition.targetIds[0] === transition.sourceId;
/** Drawn as a line inside its source state, not as an arrow. */
const staysInside = (transition: TransitionInfo) => isInternal(transition) || isSelf(transition);

function detailsOf(state: StateInfo, transitions: TransitionInfo[]): DetailLine[] {
  const lines: DetailLine[] = [];
  if (state.tags.length) lines.push({ kind: 'tags', text: state.tags.map((tag) => `#${tag}`).join(' ') });
  for (const call of state.calls) lines.push({ kind: 'calls', text: `invoke ${call}` });
  if (state.entry.length) lines.push({ kind: 'entry', text: `entry / ${state.entry.join(', ')}` });
  if (state.exit.length) lines.push({ kind: 'exit', text: `exit / ${state.exit.join(', ')}` });
  for (const transition of transitions) {
    if (transition.sourceId !== state.id || !staysInside(transition)) continue;
    const text = labelLines(transition).join(' ');
    if (isSelf(transition)) lines.push({ kind: 'self', text: `↻ ${text}`, transition });
    else lines.push({ kind: 'internal', text, transition });
  }
  return lines;
}

/** A transition's label as lines: the event, then its guard, then its actions. */
export function labelLines(transition: TransitionInfo): string[] {
  const lines = [transition.event];
  if (transition.guard) lines.push(`[${transition.guard}]`);
  if (transition.actions.length) lines.push(`/ ${transition.actions.join(', ')}`);
  return lines;
}

const headerHeight = (details: DetailLine[]) => PAD_Y * 2 + LINE + details.length * LINE;
const contentWidth = (state: StateInfo, details: DetailLine[]) =>
  Math.max(textWidth(state.key, NAME_SIZE), ...details.map((line) => textWidth(line.text, DETAIL_SIZE))) +
  PAD_X * 2;

/**
 * An arrow into a nested state crosses its parent's header, where the parent's name and lines are. The text
 * moves right past such arrows when the box is wide enough; otherwise it stays, drawn over them on a halo.
 */
function placeText(placed: PlacedState, edges: PlacedEdge[]) {
  const width = contentWidth(placed.state, placed.details) - PAD_X * 2;
  const band = { top: placed.y, bottom: placed.y + headerHeight(placed.details) };
  const crossings = edges
    .flatMap((edge) => edge.routes)
    .flatMap((route) => route.slice(1).map((to, i) => [route[i], to] as const))
    .filter(([a, b]) => Math.min(a.y, b.y) < band.bottom && Math.max(a.y, b.y) > band.top)
    .map(([a, b]) => [Math.min(a.x, b.x), Math.max(a.x, b.x)] as const)
    .filter(([left, right]) => right > placed.x && left < placed.x + placed.width);
  const fits = (x: number) => crossings.every(([left, right]) => right < x - 4 || left > x + width + 4);
  const candidates = [placed.x + PAD_X, ...crossings.map(([, right]) => right + PAD_X)].sort((a, b) => a - b);
  const limit = placed.x + placed.width - PAD_X - width;
  placed.textX = placed.isCompound
    ? (candidates.find((x) => x <= limit && fits(x)) ?? placed.x + PAD_X)
    : placed.x + PAD_X;
  placed.text = { x: placed.textX, y: band.top, width, height: band.bottom - band.top };
}

const initialId = (stateId: string) => `${stateId}#initial`;
const INITIAL = 12;

function labelOf(transition: TransitionInfo) {
  const lines = labelLines(transition);
  return {
    id: `${transition.key}#label`,
    text: lines.join('\n'),
    width: Math.max(...lines.map((line) => textWidth(line, DETAIL_SIZE))) + 8,
    height: lines.length * (DETAIL_SIZE + 3) + 6,
  };
}

/** The graph ELK lays out: states as nested nodes, every transition and initial arrow as an edge. */
export function toElk(definition: MachineDefinition): ElkNode {
  const childrenOf = new Map<string | null, StateInfo[]>();
  for (const state of definition.states) {
    childrenOf.set(state.parentId, [...(childrenOf.get(state.parentId) ?? []), state]);
  }
  const edges: ElkExtendedEdge[] = [];
  const nodeOf = (state: StateInfo): ElkNode => {
    const children = childrenOf.get(state.id) ?? [];
    const details = detailsOf(state, definition.transitions);
    if (!children.length) {
      return { id: state.id, width: contentWidth(state, details), height: headerHeight(details) };
    }
    const nodes = children.map(nodeOf);
    if (state.initialId) {
      nodes.unshift({ id: initialId(state.id), width: INITIAL, height: INITIAL });
      edges.push({
        id: `${state.id}#initial-edge`,
        sources: [initialId(state.id)],
        targets: [state.initialId],
      });
    }
    return {
      id: state.id,
      children: nodes,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(details) + 8},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${contentWidth(state, details)}, ${headerHeight(details)})`,
      },
    };
  };
  const roots = childrenOf.get(null) ?? [];
  definition.transitions.forEach((transition, index) => {
    if (staysInside(transition)) return;
    transition.targetIds.forEach((target, t) => {
      edges.push({
        id: `t${index}.${t}`,
        sources: [transition.sourceId],
        targets: [target],
        // One label per transition, on its first target's route.
        labels: t === 0 ? [labelOf(transition)] : [],
      });
    });
  });
  return {
    id: '#chart',
    children: roots.map(nodeOf),
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.labelLabel': '6',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
  };
}

/**
 * The statechart of a machine definition from ELK's layout of its graph (`toElk`); positions are absolute, in
 * pixels at zoom 1.
 */
export function chartFrom(definition: MachineDefinition, laid: ElkNode): ChartLayout {
  const stateById = new Map(definition.states.map((state) => [state.id, state]));
  const states: PlacedState[] = [];
  const initials: ChartLayout['initials'] = [];
  const visit = (node: ElkNode) => {
    const box = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
    const state = stateById.get(node.id);
    if (state) {
      const details = detailsOf(state, definition.transitions);
      states.push({
        ...box,
        state,
        details,
        isCompound: Boolean(node.children?.length),
        // Placed once the arrows are known.
        textX: box.x + PAD_X,
        text: { ...box, height: headerHeight(details) },
      });
    } else if (node.id.endsWith('#initial')) {
      initials.push({ ...box, stateId: node.id.slice(0, -'#initial'.length) });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const child of laid.children ?? []) visit(child);

  const edgesOf = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) edgesOf.set(edge.id, edge);
    for (const child of node.children ?? []) collect(child);
  };
  collect(laid);
  const routeOf = (edge: ElkExtendedEdge | undefined) =>
    (edge?.sections ?? []).map((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);

  const edges: PlacedEdge[] = definition.states
    .filter((state) => state.initialId && edgesOf.has(`${state.id}#initial-edge`))
    .map((state) => ({
      transition: null,
      routes: routeOf(edgesOf.get(`${state.id}#initial-edge`)),
      label: null,
    }));
  definition.transitions.forEach((transition, index) => {
    if (staysInside(transition)) return;
    const parts = transition.targetIds.map((_, t) => edgesOf.get(`t${index}.${t}`));
    const label = parts[0]?.labels?.[0];
    edges.push({
      transition,
      routes: parts.flatMap(routeOf),
      label: label
        ? {
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
            lines: labelLines(transition),
          }
        : null,
    });
  });
  for (const placed of states) placeText(placed, edges);
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, initials, edges };
}

/**
 * ELK's layouts of every machine, made by `npm run models` when the machines change (a test fails when they are
 * stale): ELK is 1.4 MB of JavaScript, so the viewer's users never download it.
 */
const layouts = new Map<string, ChartLayout>();

/** The drawing of a machine, from its layout made at build time. */
export function chartLayoutOf(definition: MachineDefinition): ChartLayout {
  let layout = layouts.get(definition.id);
  if (!layout) {
    const laid = (laidOut as Record<string, ElkNode>)[definition.id];
    if (!laid) throw new Error(`No layout for the machine ${definition.id}: run npm run models.`);
    layout = chartFrom(definition, laid);
    layouts.set(definition.id, layout);
  }
  return layout;
}
