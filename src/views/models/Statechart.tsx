import { useId, useRef } from 'react';
import { useI18n } from '../../i18n';
import type { MachineDefinition } from '../../machines/models/definition';
import { Button } from '../ui/Button';
import {
  type ChartLayout,
  chartLayoutOf,
  DETAIL_SIZE,
  NAME_SIZE,
  type PlacedEdge,
  type PlacedState,
} from './statechart-layout';
import { usePanZoom } from './use-pan-zoom';

export interface StatechartProps {
  definition: MachineDefinition;
  /** State ids an actor of this tab is in. */
  live: ReadonlySet<string>;
  /** State ids the sandboxed copy is in at the chosen step of a path. */
  stepped: ReadonlySet<string>;
}

const PAD_Y = 8;
const LINE = 16;

const routePath = (route: { x: number; y: number }[]) =>
  route.map((point, i) => `${i ? 'L' : 'M'}${point.x} ${point.y}`).join(' ');

function StateBox({ placed, ...marks }: { placed: PlacedState; live: boolean; stepped: boolean }) {
  const { state, isCompound } = placed;
  // The machine itself is active whenever an actor runs: marking it would only colour the whole chart.
  const isRoot = state.parentId === null;
  const live = marks.live && !isRoot;
  const stepped = marks.stepped && !isRoot;
  const classes = ['chart-state', `chart-state--${state.type}`];
  if (isCompound) classes.push('chart-state--compound');
  if (isRoot) classes.push('chart-state--root');
  if (live) classes.push('chart-state--live');
  if (stepped) classes.push('chart-state--stepped');
  return (
    <g
      className={classes.join(' ')}
      data-state-id={state.id}
      data-live={live || undefined}
      data-stepped={stepped || undefined}
    >
      <title>{state.path.length ? state.path.join('.') : state.id}</title>
      <rect x={placed.x} y={placed.y} width={placed.width} height={placed.height} rx={8} />
      {state.type === 'final' && (
        <rect
          className="chart-state__final"
          x={placed.x + 3}
          y={placed.y + 3}
          width={placed.width - 6}
          height={placed.height - 6}
          rx={6}
        />
      )}
    </g>
  );
}

/**
 * A state's name and the lines below it, drawn over the arrows: an arrow into a nested state crosses its
 * parent's header, and the text stays readable on its halo.
 */
function StateText({ placed }: { placed: PlacedState }) {
  const { state, details, isCompound } = placed;
  const top = placed.y + PAD_Y + NAME_SIZE;
  return (
    <g className={isCompound ? 'chart-text chart-text--compound' : 'chart-text'} data-text-of={state.id}>
      <text className="chart-state__name" x={placed.textX} y={top}>
        {state.key}
      </text>
      {details.map((line, i) => (
        <text
          key={`${line.kind}${line.text}`}
          className={`chart-state__detail chart-state__detail--${line.kind}`}
          data-transition={line.transition?.key}
          x={placed.textX}
          y={top + (i + 1) * LINE}
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

function Edge({ edge, marker }: { edge: PlacedEdge; marker: string }) {
  const { transition, label } = edge;
  if (!transition) {
    return (
      <g className="chart-edge chart-edge--initial" data-initial>
        {edge.routes.map((route) => (
          <path key={routePath(route)} d={routePath(route)} markerEnd={`url(#${marker})`} />
        ))}
      </g>
    );
  }
  const kind = transition.delay ? 'delayed' : transition.eventType.startsWith('xstate.') ? 'call' : 'event';
  return (
    <g className={`chart-edge chart-edge--${kind}`} data-transition={transition.key}>
      {edge.routes.map((route) => (
        <path key={routePath(route)} d={routePath(route)} markerEnd={`url(#${marker})`} />
      ))}
      {label && (
        <g className="chart-edge__label">
          <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} />
          {label.lines.map((line, i) => (
            <text
              key={line}
              className={i === 0 ? 'chart-edge__event' : 'chart-edge__detail'}
              x={label.x + 4}
              y={label.y + (i + 1) * (DETAIL_SIZE + 3)}
            >
              {line}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

function Drawing({
  layout,
  live,
  stepped,
  label,
}: { layout: ChartLayout; label: string } & Omit<StatechartProps, 'definition'>) {
  const { t } = useI18n();
  const id = useId();
  const marker = `${id}arrow`;
  const hint = `${id}hint`;
  const frame = useRef<HTMLDivElement>(null);
  const { view, height, handlers, ...zoom } = usePanZoom(frame, layout.width, layout.height);
  return (
    <div className="chart">
      <div className="chart__tools">
        <Button variant="secondary" onPress={zoom.zoomOut}>
          {t('models.zoomOut')}
        </Button>
        <Button variant="secondary" onPress={zoom.zoomIn}>
          {t('models.zoomIn')}
        </Button>
        <Button variant="secondary" onPress={zoom.fit}>
          {t('models.fit')}
        </Button>
        <Button variant="secondary" onPress={zoom.actualSize}>
          {t('models.actualSize')}
        </Button>
        <span className="muted chart__hint" id={hint}>
          {t('models.panHint')}
        </span>
      </div>
      <div
        className="chart__frame"
        ref={frame}
        style={{ height }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the arrow keys that pan the chart
        tabIndex={0}
        aria-describedby={hint}
        {...handlers}
      >
        <svg className="chart__svg" role="img" aria-label={label} width="100%" height="100%">
          <defs>
            <marker
              id={marker}
              viewBox="0 0 10 10"
              refX="10"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0 0L10 5L0 10z" className="chart-arrow" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {layout.states.map((placed) => (
              <StateBox
                key={placed.state.id}
                placed={placed}
                live={live.has(placed.state.id)}
                stepped={stepped.has(placed.state.id)}
              />
            ))}
            {layout.initials.map((dot) => (
              <circle
                key={dot.stateId}
                className="chart-initial"
                cx={dot.x + dot.width / 2}
                cy={dot.y + dot.height / 2}
                r={dot.width / 2}
              />
            ))}
            {layout.edges.map((edge, i) => (
              <Edge key={edge.transition?.key ?? `initial${i}`} edge={edge} marker={marker} />
            ))}
            {layout.states.map((placed) => (
              <StateText key={placed.state.id} placed={placed} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}

/** The machine drawn as a statechart, as ELK laid it out when the models were generated. */
export function Statechart({ definition, live, stepped }: StatechartProps) {
  const { t } = useI18n();
  const layout = chartLayoutOf(definition);
  return (
    <Drawing layout={layout} live={live} stepped={stepped} label={t('models.chart', { id: definition.id })} />
  );
}
