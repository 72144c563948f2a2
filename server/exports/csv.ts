import type { Language } from '../errors';
import { asDate, type CellValue, dateParts, type ExportColumn, localParts } from './columns';

/** The byte order mark that tells Excel the file is UTF-8. */
export const BOM = '\uFEFF';

/** Dutch Excel reads `;` between fields and a decimal comma; English Excel `,` and a decimal point. */
export const separatorOf = (language: Language) => (language === 'nl' ? ';' : ',');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a return first) is written
 * with a `'` before it, so an exported description never runs as one (CSV injection).
 */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(kind: ExportColumn<unknown>['kind'], value: CellValue, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'count':
      return String(value);
    case 'money': {
      const fixed = Number(value).toFixed(2);
      return language === 'nl' ? fixed.replace('.', ',') : fixed;
    }
    case 'date': {
      const d = dateParts(String(value));
      if (!d) return '';
      return language === 'nl'
        ? `${pad(d.day)}-${pad(d.month)}-${d.year}`
        : `${d.year}-${pad(d.month)}-${pad(d.day)}`;
    }
    case 'moment': {
      const at = asDate(value);
      if (!at) return '';
      const t = localParts(at);
      const time = `${pad(t.hour)}:${pad(t.minute)}`;
      return language === 'nl'
        ? `${pad(t.day)}-${pad(t.month)}-${t.year} ${time}`
        : `${t.year}-${pad(t.month)}-${pad(t.day)} ${time}`;
    }
    default:
      return defused(String(value));
  }
}

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180). */
function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a list: BOM and the heading line first, then each batch's lines as they come. */
export async function* csvLines<R>(
  columns: ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
  language: Language,
): AsyncGenerator<string> {
  const separator = separatorOf(language);
  const line = (cells: string[]) => `${cells.map((c) => quoted(c, separator)).join(separator)}\r\n`;
  yield BOM + line(columns.map((c) => c.heading[language]));
  for await (const rows of batches) {
    yield rows
      .map((row) => line(columns.map((c) => field(c.kind, c.value(row, language), language))))
      .join('');
  }
}
