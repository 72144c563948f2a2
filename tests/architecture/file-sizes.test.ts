import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No file over 400 lines: the quotations feature's decisions grew to one file of almost 600 and were split by
 * what they hold (refusals, the row lock's checks, events, accept, answer, revise). This keeps them so.
 */
const MAX_LINES = 400;
const dir = path.resolve(import.meta.dirname, '../../server/quotations');

describe('the quotations feature stays in small files', () => {
  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = readdirSync(dir)
      .map((name) => ({ name, lines: readFileSync(path.join(dir, name), 'utf8').split('\n').length }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.name}: ${file.lines}`);
    expect(long).toEqual([]);
  });
});
