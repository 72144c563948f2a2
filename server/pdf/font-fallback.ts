import { fontRuns } from './fonts';

/**
 * A pdfmake definition with every text set in faces that have its characters (`fontRuns`): a name in Polish, a
 * remark in Russian or an emoji in a signer's remark prints as typed instead of as boxes. Walks the nodes the
 * portal's documents use (text, stack, columns, lists, tables, header and footer); images, QR codes and
 * styles are left as they are.
 */
export function withFontFallback<T extends Record<string, unknown>>(definition: T): T {
  const base = (definition.defaultStyle as { font?: string } | undefined)?.font ?? 'Rubik';
  const page = (part: unknown) =>
    typeof part === 'function'
      ? (...args: unknown[]) => nodeIn(part(...args), base)
      : part === undefined
        ? undefined
        : nodeIn(part, base);
  return {
    ...definition,
    content: nodeIn(definition.content, base),
    ...(definition.header === undefined ? {} : { header: page(definition.header) }),
    ...(definition.footer === undefined ? {} : { footer: page(definition.footer) }),
  };
}

/** A text as a node of its own (in a stack, a column, a cell) or as a piece of an inline text. */
function textIn(text: string, font: string): string | { text: ReturnType<typeof fontRuns> } {
  const runs = fontRuns(text, font);
  return typeof runs === 'string' ? text : { text: runs };
}

function nodeIn(node: unknown, font: string): unknown {
  if (typeof node === 'string') return textIn(node, font);
  if (Array.isArray(node)) return node.map((child) => nodeIn(child, font));
  if (node === null || typeof node !== 'object') return node;
  const own = node as Record<string, unknown>;
  const inner = typeof own.font === 'string' ? own.font : font;
  const out: Record<string, unknown> = { ...own };
  if (typeof own.text === 'string') {
    const runs = fontRuns(own.text, inner);
    if (typeof runs !== 'string') out.text = runs;
  } else if (own.text !== undefined) {
    out.text = nodeIn(own.text, inner);
  }
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const)
    if (Array.isArray(own[key])) out[key] = nodeIn(own[key], inner);
  const table = own.table as { body?: unknown[][] } | undefined;
  if (table?.body) out.table = { ...table, body: table.body.map((row) => nodeIn(row, inner)) };
  return out;
}
