import type { ErpImportFile } from '../../contract/erp';
import { firstNames, lastNames } from './demo-vocabulary';
import type { Random } from './random';

/** One row of a section of the demo import, as an ERP export writes it. */
export type ErpRow<K extends keyof ErpImportFile> = NonNullable<ErpImportFile[K]>[number];

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A local calendar day as YYYY-MM-DD: the day the user sees, not the UTC one. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const addMonths = (date: Date, months: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), 28));
export const atTime = (day: Date, hours: number, minutes: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).toISOString();

export const personName = (r: Random) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;
export const mobile = (r: Random) => `06 ${r.int(1000, 9999)} ${r.int(1000, 9999)}`;
