import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build } from 'rolldown';
import { locales } from '../src/i18n/locales';

/**
 * What a screen weighs before any code of ours (decision 028): a page that renders react-aria's Button and
 * Link in its providers, starts an XState actor, routes with wouter, fetches with ofetch, translates with
 * rosetta and checks an answer with zod/mini, with one of react-aria's larger controls beside it or none. Each
 * is built into one file, minified, with react-aria's words in the portal's languages only, as the app's build is.
 * Sizes are gzipped at level 9, as `route-bundles.ts` counts them.
 */
const page = `
import { createRoot } from 'react-dom/client';
import { Button, Link, RouterProvider } from 'react-aria-components';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createActor, createMachine } from 'xstate';
import { useSelector } from '@xstate/react';
import { Route, Router } from 'wouter';
import { ofetch } from 'ofetch';
import rosetta from 'rosetta';
import { z } from 'zod/mini';
import { Control } from 'control';
const machine = createMachine({ initial: 'idle', states: { idle: { on: { go: 'busy' } }, busy: {} } });
const actor = createActor(machine).start();
const texts = rosetta({ nl: { go: 'Ga' } });
const answer = z.object({ id: z.int(), name: z.nullable(z.string().check(z.minLength(1))), ids: z.array(z.uuid()) });
function Page() {
  const state = useSelector(actor, (snapshot) => snapshot.value);
  return (
    <I18nProvider locale="nl-NL"><RouterProvider navigate={() => {}}><Router><Route path="/">
      <Button onPress={async () => answer.parse(await ofetch('/x'))}>{texts.t('go')} {String(state)}</Button>
      <Link href="/a">a</Link><Control />
    </Route></Router></RouterProvider></I18nProvider>
  );
}
createRoot(document.body).render(<Page />);
`;

const table = `
import * as T from 'react-aria-components';
export const Table1 = () => (
  <T.Table aria-label="t"><T.TableHeader><T.Column isRowHeader>a</T.Column></T.TableHeader>
    <T.TableBody items={[{ id: 1 }]}>{(row) => <T.Row><T.Cell>{row.id}</T.Cell></T.Row>}</T.TableBody></T.Table>
);`;
const select = `
import * as S from 'react-aria-components';
export const Select1 = () => (
  <S.Select><S.Label>a</S.Label><S.Button><S.SelectValue /></S.Button>
    <S.Popover><S.ListBox items={[{ id: 1, name: 'a' }]}>{(o) => <S.ListBoxItem>{o.name}</S.ListBoxItem>}</S.ListBox></S.Popover>
  </S.Select>
);`;
const datePicker = `
import * as D from 'react-aria-components';
export const DatePicker1 = () => (
  <D.DatePicker><D.Label>d</D.Label>
    <D.Group><D.DateInput>{(s) => <D.DateSegment segment={s} />}</D.DateInput><D.Button>v</D.Button></D.Group>
    <D.Popover><D.Dialog><D.Calendar><D.Button slot="previous">p</D.Button><D.Heading /><D.Button slot="next">n</D.Button>
      <D.CalendarGrid>{(d) => <D.CalendarCell date={d} />}</D.CalendarGrid></D.Calendar></D.Dialog></D.Popover>
  </D.DatePicker>
);`;

/** The same table on react-aria's hooks (react-stately's collection), without react-aria-components' Table. */
const tableOnHooks = `
import { useRef } from 'react';
import * as H from 'react-aria';
import * as C from 'react-stately';
const Header = ({ column, state }) => {
  const ref = useRef(null);
  return <th {...H.useTableColumnHeader({ node: column }, state, ref).columnHeaderProps} ref={ref}>{column.rendered}</th>;
};
const Cell = ({ cell, state }) => {
  const ref = useRef(null);
  return <td {...H.useTableCell({ node: cell }, state, ref).gridCellProps} ref={ref}>{cell.rendered}</td>;
};
const Row = ({ row, state, children }) => {
  const ref = useRef(null);
  const { rowProps } = row.type === 'headerrow' ? H.useTableHeaderRow({ node: row }, state, ref) : H.useTableRow({ node: row }, state, ref);
  return <tr {...rowProps} ref={ref}>{children}</tr>;
};
const Group = ({ as: Element, children }) => <Element {...H.useTableRowGroup().rowGroupProps}>{children}</Element>;
const Table = (props) => {
  const state = C.useTableState(props);
  const ref = useRef(null);
  const { gridProps } = H.useTable(props, state, ref);
  return (
    <table {...gridProps} ref={ref}>
      <Group as="thead">{state.collection.headerRows.map((row) => <Row key={row.key} row={row} state={state}>
        {[...row.childNodes].map((column) => <Header key={column.key} column={column} state={state} />)}</Row>)}</Group>
      <Group as="tbody">{[...state.collection.body.childNodes].map((row) => <Row key={row.key} row={row} state={state}>
        {[...row.childNodes].map((cell) => <Cell key={cell.key} cell={cell} state={state} />)}</Row>)}</Group>
    </table>
  );
};
export const Control = () => (
  <Table aria-label="t"><C.TableHeader><C.Column isRowHeader>a</C.Column></C.TableHeader>
    <C.TableBody items={[{ id: 1 }]}>{(row) => <C.Row><C.Cell>{row.id}</C.Cell></C.Row>}</C.TableBody></Table>
);`;

const controls: Record<string, string> = {
  'no control': 'export const Control = () => null;',
  "react-aria-components' Table": `${table}\nexport const Control = Table1;`,
  "a table on react-aria's hooks": tableOnHooks,
  "react-aria-components' Select": `${select}\nexport const Control = Select1;`,
  "react-aria-components' DatePicker": `${datePicker}\nexport const Control = DatePicker1;`,
  'those three (as the requested visits have them)': `${table}\n${select}\n${datePicker}
export const Control = () => <><Table1 /><Select1 /><DatePicker1 /></>;`,
};

/** The gzipped bytes of the page with this control. */
async function floorOf(control: string): Promise<number> {
  const sources: Record<string, string> = { '\0page.tsx': page, '\0control.jsx': control };
  const result = await build({
    input: '\0page.tsx',
    cwd: new URL('..', import.meta.url).pathname,
    write: false,
    plugins: [
      optimizeLocales.rolldown({ locales: [...locales] }),
      {
        name: 'the-page',
        resolveId: (id) => (id === '\0page.tsx' ? id : id === 'control' ? '\0control.jsx' : null),
        load: (id) => sources[id] ?? null,
      },
    ],
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    output: { minify: true, format: 'esm', codeSplitting: false },
  });
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The page built to nothing.');
  return gzipSync(chunk.code, { level: 9 }).length;
}

/** Rows for the bench's table: each page's size, and what the control adds to the page without one. */
export async function benchControlFloors(say: (line: string) => void): Promise<void> {
  let bare = 0;
  for (const [name, control] of Object.entries(controls)) {
    const bytes = await floorOf(control);
    if (!bare) bare = bytes;
    const added = bytes === bare ? '' : `, ${((bytes - bare) / 1000).toFixed(1)} kB of it the control`;
    say(`| a page of no code of ours, ${name} | gzipped JS | ${(bytes / 1000).toFixed(1)} kB${added} |`);
  }
}
