import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelsFile, renderModels } from '../../scripts/models';

describe('models.md', () => {
  it('is what the machines generate now (run `npm run models` after changing a machine)', () => {
    expect(readFileSync(modelsFile, 'utf8')).toBe(renderModels());
  });
});
