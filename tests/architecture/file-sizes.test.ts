import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 400 lines (issue 31): a long file hides what it holds, and each one that grew past this
 * (the quotations' decisions, the machine catalogue, the demo import) read better split by what it holds.
 */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '../..');
const folders = ['src', 'server', 'contract'];
/** Files allowed to be longer, each with the reason; keep it empty. */
const exempt: Record<string, string> = {};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('source files stay small', () => {
  it(`has no file in ${folders.join(', ')} over ${MAX_LINES} lines`, () => {
    const long = folders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => ({
        name: path.relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter((file) => file.lines > MAX_LINES && !(file.name in exempt))
      .map((file) => `${file.name}: ${file.lines}`);
    expect(long).toEqual([]);
  });
});
