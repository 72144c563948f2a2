import { describe, expect, it } from 'vitest';
import { modelsEn } from '../../../src/i18n/models.en';
import { modelsNl } from '../../../src/i18n/models.nl';
import { machineModels } from '../../../src/machines/models/catalogue';
import { machineDescriptionsNl } from '../../../src/views/models/descriptions.nl';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const textsOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

// The viewer's texts load with the viewer, so the app's dictionary test does not see them.
describe('the model viewer texts', () => {
  it('has the same keys in Dutch and English', () => {
    expect(keysOf(modelsEn).sort()).toEqual(keysOf(modelsNl).sort());
  });

  it('has no empty text', () => {
    for (const text of [...textsOf(modelsNl), ...textsOf(modelsEn)]) expect(text.trim()).not.toBe('');
  });

  // Issue 28: the Dutch screen showed the machines' own English descriptions.
  it('has a Dutch description of every machine the viewer shows', () => {
    const ids = machineModels.map((model) => model.machine.id);
    expect(ids.filter((id) => !machineDescriptionsNl[id]?.trim())).toEqual([]);
  });
});
