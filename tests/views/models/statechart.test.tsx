import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutChart } from '../../../scripts/chart-layouts';
import { I18n } from '../../../src/i18n';
import { modelsEn } from '../../../src/i18n/models.en';
import { modelsNl } from '../../../src/i18n/models.nl';
import { addTexts } from '../../../src/i18n/store';
import { activeStateIds } from '../../../src/machines/models/active-states';
import { machineModels } from '../../../src/machines/models/catalogue';
import { readMachine } from '../../../src/machines/models/definition';
import { Statechart } from '../../../src/views/models/Statechart';

addTexts({ nl: modelsNl, en: modelsEn });
// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(cleanup);

const none = new Set<string>();
const definitions = machineModels.map((model) => readMachine(model.machine));

/** Draws a chart from the layout kept for its machine. */
async function draw(definition: (typeof definitions)[number], live = none, stepped = none) {
  let container: HTMLElement | undefined;
  await act(async () => {
    ({ container } = render(
      <I18n>
        <Suspense fallback={<p>laying out</p>}>
          <Statechart definition={definition} live={live} stepped={stepped} />
        </Suspense>
      </I18n>,
    ));
  });
  if (!container?.querySelector('svg[role="img"]')) throw new Error('The chart was not drawn');
  return container;
}

const attributes = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll(`[${name}]`)].map((element) => element.getAttribute(name) ?? '');

describe.each(definitions.map((definition) => [definition.id, definition] as const))(
  'the %s chart',
  (_, definition) => {
    it('draws a node for every state of the definition, once', async () => {
      const container = await draw(definition);
      expect(attributes(container, 'data-state-id').sort()).toEqual(
        definition.states.map((s) => s.id).sort(),
      );
    });

    it('draws every transition of the definition once: an arrow, or a line inside a state that it stays in', async () => {
      const container = await draw(definition);
      const drawn = attributes(container, 'data-transition');
      expect(drawn.sort()).toEqual(definition.transitions.map((t) => t.key).sort());
      expect(new Set(drawn).size).toBe(definition.transitions.length);
    });

    it('labels each arrow with its event, guard and actions, and draws one initial arrow per compound state', async () => {
      const container = await draw(definition);
      for (const transition of definition.transitions) {
        const element = container.querySelector(`[data-transition="${CSS.escape(transition.key)}"]`);
        expect(element?.textContent, transition.key).toContain(transition.event);
        if (transition.guard) expect(element?.textContent).toContain(`[${transition.guard}]`);
        for (const action of transition.actions) expect(element?.textContent).toContain(action);
      }
      const compound = definition.states.filter((state) => state.initialId);
      expect(container.querySelectorAll('[data-initial]')).toHaveLength(compound.length);
    });

    it('writes the tags and invoked calls in their states', async () => {
      const container = await draw(definition);
      for (const state of definition.states) {
        const node = container.querySelector(`[data-text-of="${CSS.escape(state.id)}"]`);
        for (const tag of state.tags) expect(node?.textContent).toContain(`#${tag}`);
        for (const call of state.calls) expect(node?.textContent).toContain(`invoke ${call}`);
      }
    });

    it('lays out with no label over another label or a state, and no arrow through a label', async () => {
      const layout = await layoutChart(definition);
      const overlaps = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const labels = layout.edges.flatMap((edge) => (edge.label ? [{ edge, box: edge.label }] : []));
      const problems: string[] = [];
      labels.forEach(({ box }, i) => {
        for (const other of labels.slice(i + 1)) {
          if (overlaps(box, other.box)) problems.push(`${box.lines[0]} over ${other.box.lines[0]}`);
        }
        for (const state of layout.states) {
          // A compound state's label may sit in its body; never on its name and the lines below it.
          const header = {
            ...state,
            height: state.isCompound ? 32 + state.details.length * 16 : state.height,
          };
          if (overlaps(box, header)) problems.push(`${box.lines[0]} over ${state.state.id}`);
        }
      });
      for (const edge of layout.edges) {
        for (const route of edge.routes) {
          route.slice(1).forEach((to, k) => {
            const from = route[k];
            const segment = {
              x: Math.min(from.x, to.x) + 1,
              y: Math.min(from.y, to.y) + 1,
              width: Math.max(Math.abs(to.x - from.x) - 2, 0),
              height: Math.max(Math.abs(to.y - from.y) - 2, 0),
            };
            for (const label of labels) {
              if (label.edge !== edge && overlaps(segment, label.box))
                problems.push(`${edge.transition?.event ?? 'initial'} through ${label.box.lines[0]}`);
            }
          });
        }
      }
      expect(problems).toEqual([]);
    });
  },
);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

describe('highlighting', () => {
  it('marks the states an actor is in, and those of the chosen step, each in its own way', async () => {
    const session = definitions.find((definition) => definition.id === 'session');
    if (!session) throw new Error('no session machine');
    const live = activeStateIds(session, { authorized: 'relationsLoaded' });
    const stepped = activeStateIds(session, 'pending');
    const container = await draw(session, live, stepped);
    // The machine's own box is active whenever anything is; it is not marked.
    expect(attributes(container, 'data-live').length).toBe(2);
    expect(
      [...container.querySelectorAll('[data-live]')].map((node) => node.getAttribute('data-state-id')).sort(),
    ).toEqual(['session.authorized', 'session.authorized.relationsLoaded']);
    expect(
      [...container.querySelectorAll('[data-stepped]')].map((node) => node.getAttribute('data-state-id')),
    ).toEqual(['session.pending']);
  });
});

describe('pan and zoom', () => {
  const transform = (container: HTMLElement) =>
    container.querySelector('svg > g')?.getAttribute('transform') ?? '';
  const scaleOf = (container: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(transform(container))?.[1]);

  it('zooms in and out with its buttons, and back to actual size', async () => {
    const container = await draw(definitions[0]);
    const start = scaleOf(container);
    await userEvent.click(screen.getByRole('button', { name: 'Inzoomen' }));
    expect(scaleOf(container)).toBeGreaterThan(start);
    await userEvent.click(screen.getByRole('button', { name: 'Uitzoomen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uitzoomen' }));
    expect(scaleOf(container)).toBeLessThan(start);
    await userEvent.click(screen.getByRole('button', { name: 'Ware grootte' }));
    expect(scaleOf(container)).toBe(1);
  });

  it('pans by dragging', async () => {
    const container = await draw(definitions[0]);
    const frame = container.querySelector('.chart__frame');
    if (!frame) throw new Error('no frame');
    const before = transform(container);
    fireEvent.pointerDown(frame, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    const [x0, y0] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(before)?.slice(1).map(Number) ?? [];
    const [x1, y1] =
      /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform(container))?.slice(1).map(Number) ?? [];
    expect([x1 - x0, y1 - y0]).toEqual([60, 30]);
  });

  it('pans with the arrow keys and zooms with + and -', async () => {
    const container = await draw(definitions[0]);
    const frame = container.querySelector<HTMLElement>('.chart__frame');
    if (!frame) throw new Error('no frame');
    const before = transform(container);
    frame.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    const [x0, y0] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(before)?.slice(1).map(Number) ?? [];
    const [x1, y1] =
      /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform(container))?.slice(1).map(Number) ?? [];
    expect([x1 - x0, y1 - y0]).toEqual([40, 40]);
    const scale = scaleOf(container);
    await userEvent.keyboard('+');
    expect(scaleOf(container)).toBeGreaterThan(scale);
  });
});
