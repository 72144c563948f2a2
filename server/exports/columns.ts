import type { Language } from '../errors';

/**
 * How a cell is written: text as it is, a count as a whole number, an amount in euros, a calendar date
 * (`YYYY-MM-DD` from the database), or a moment (shown in the provider's time zone).
 */
export type CellKind = 'text' | 'count' | 'money' | 'date' | 'moment';

export type CellValue = string | number | Date | null | undefined;

/** One column of an exported list: its heading in each language, its kind and its value in a row. */
export interface ExportColumn<R> {
  heading: Record<Language, string>;
  kind: CellKind;
  /** The cell's value; a code of a fixed list is given as its word in `language`. */
  value(row: R, language: Language): CellValue;
  /** A column only provider staff see (the list's own provider-only field). */
  providerOnly?: true;
}

/** An exported list: its file's name in each language and its columns. */
export interface ExportTable<R> {
  name: Record<Language, string>;
  columns: ExportColumn<R>[];
}

const TIME_ZONE = 'Europe/Amsterdam';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment's date and time as a clock in the Netherlands shows them, as parts. */
export function localParts(at: Date) {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour),
    minute: Number(part.minute),
  };
}

/** A date `YYYY-MM-DD` as its parts, or null when the value is no such date. */
export function dateParts(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** A moment as the database hands it back (a Date, or text for a raw column). */
export const asDate = (value: CellValue): Date | null =>
  value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
