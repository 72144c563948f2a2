import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, as measured in clean-clone runs. Vitest orders files by the
 * durations of the last run, which a clean clone (CI) has not got: it then starts the largest files first, and
 * the longest (few lines, many requests or many pages) started last and ran alone while the other cores waited.
 */
export const LONGEST_FILES = [
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/offline-inspection.test.ts',
  'tests/e2e/screens.test.ts',
  'tests/e2e/provider-day.test.ts',
  'tests/e2e/inspection.test.ts',
  'tests/e2e/inspection-conflict.test.ts',
  'tests/server/fuzz.test.ts',
  'tests/server/authorization-matrix.test.ts',
  'tests/server/embedded-crash.test.ts',
  'tests/server/scale-out.test.ts',
  'tests/server/embedded-database.test.ts',
];

const rank = (file: TestSpecification) => {
  const at = LONGEST_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return at < 0 ? LONGEST_FILES.length : at;
};

/** Vitest's own order (its groups, a project's files together, the last run's durations), these files first. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Where each file and each project stands in vitest's order: projects stay together, in their order.
    const place = new Map(sorted.map((file, index) => [file, index]));
    const projectPlace = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectPlace.has(file.project.name)) projectPlace.set(file.project.name, index);
    });
    const key = (file: TestSpecification) => [
      file.project.config.sequence.groupOrder,
      projectPlace.get(file.project.name) ?? 0,
      rank(file),
      place.get(file) ?? 0,
    ];
    return [...sorted].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      const differs = ka.findIndex((value, i) => value !== kb[i]);
      return differs < 0 ? 0 : ka[differs] - kb[differs];
    });
  }
}
