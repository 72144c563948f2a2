import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LONGEST_FILES } from '../longest-first';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('names only test files that exist, so a renamed long file is not quietly started last again', () => {
  expect(LONGEST_FILES.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
});
