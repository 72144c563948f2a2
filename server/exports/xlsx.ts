import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language } from '../errors';
import { asDate, type CellKind, type CellValue, dateParts, type ExportColumn, localParts } from './columns';

/** Euros with two decimals; Excel shows its separators as the reader's own settings say. */
const MONEY_FORMAT = '[$€-413] #,##0.00;[$€-413] -#,##0.00';

const formats: Record<Language, Partial<Record<CellKind, string>>> = {
  nl: { money: MONEY_FORMAT, date: 'dd-mm-yyyy', moment: 'dd-mm-yyyy hh:mm', count: '0' },
  en: { money: MONEY_FORMAT, date: 'yyyy-mm-dd', moment: 'yyyy-mm-dd hh:mm', count: '0' },
};

/**
 * A cell's value as Excel keeps it: numbers as numbers, dates and moments as dates. A moment is written as the
 * clock in the Netherlands shows it (Excel's dates have no time zone); a date as that day at midnight UTC,
 * which Excel reads as the day itself.
 */
function cell(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'count':
    case 'money':
      return Number(value);
    case 'date': {
      const d = dateParts(String(value));
      return d && new Date(Date.UTC(d.year, d.month - 1, d.day));
    }
    case 'moment': {
      const at = asDate(value);
      if (!at) return null;
      const t = localParts(at);
      return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
    }
    default:
      return String(value);
  }
}

const widthOf = (kind: CellKind, heading: string) =>
  Math.max(heading.length + 2, kind === 'text' ? 24 : kind === 'moment' ? 18 : 14);

/**
 * The workbook of a list, written as its rows come: exceljs's streaming writer commits each row to the zip
 * stream and keeps no sheet in memory (no shared strings either, which would be). The next batch is asked for
 * only when what was written has gone out, so a slow reader never makes the server hold the list.
 */
export function xlsxStream<R>(
  columns: ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
  language: Language,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c, index) => ({
    header: c.heading[language],
    key: String(index),
    width: widthOf(c.kind, c.heading[language]),
    style: formats[language][c.kind] ? { numFmt: formats[language][c.kind] } : {},
  }));
  const heading = sheet.getRow(1);
  heading.font = { bold: true };
  heading.commit();
  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(columns.map((c) => cell(c.kind, c.value(row, language)))).commit();
      // Let the zip take what was committed, and wait while the reader is behind.
      await new Promise((resolve) => setImmediate(resolve));
      while (out.writableNeedDrain && !out.destroyed)
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => out.destroy(error));
  return out;
}
