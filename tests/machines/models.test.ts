import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderChartLayouts } from '../../scripts/chart-layouts';
import {
  chartLayoutsFile,
  descriptionsFile,
  modelsFile,
  renderDescriptions,
  renderModels,
} from '../../scripts/models';
import { machineModels } from '../../src/machines/models/catalogue';

const machinesDir = fileURLToPath(new URL('../../src/machines/', import.meta.url));

describe('models.md', () => {
  // It walks every machine's graph: on a busy machine that takes longer than one test.
  it('is what the machines generate now (run `npm run models` after changing a machine)', {
    timeout: 60_000,
  }, () => {
    expect(readFileSync(modelsFile, 'utf8')).toBe(renderModels());
    // Rendering counts every machine's generated paths.
  });
});

describe('the layouts the model viewer draws', () => {
  it('are what ELK makes of the machines now (run `npm run models` after changing a machine)', {
    timeout: 60_000,
  }, async () => {
    expect(readFileSync(chartLayoutsFile, 'utf8')).toBe(await renderChartLayouts());
  });
});

describe('the descriptions the model viewer shows', () => {
  it('are the machines’ own (run `npm run models` after changing a machine)', () => {
    expect(readFileSync(descriptionsFile, 'utf8')).toBe(renderDescriptions());
  });
});

describe('the catalogue of machines', () => {
  it('lists every machine of src/machines, so each is tested, documented and shown in the viewer', async () => {
    const files = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    const defined: string[] = [];
    for (const file of files) {
      const exports = (await import(`${machinesDir}${file}`)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        const id = (value as { config?: { id?: unknown } } | null)?.config?.id;
        if (typeof id === 'string' && typeof (value as { provide?: unknown }).provide === 'function') {
          defined.push(id);
        }
      }
    }
    expect(defined.length).toBeGreaterThanOrEqual(files.length);
    expect(machineModels.map((model) => model.machine.id).sort()).toEqual(defined.sort());
  });
});
