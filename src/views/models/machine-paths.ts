import type { MachineModel } from '../../machines/models/catalogue';
import { describePath, generatePaths } from '../../machines/models/paths';
import type { ListedPath } from '../../machines/pathStepper';

/** A generated path as the viewer lists it, described with its events redacted. */
export interface ShownPath extends ListedPath {
  label: string;
}

const listed = new Map<string, ShownPath[]>();

/** A machine's generated paths, the same the tests replay, walked once per page life: the graph walk takes a moment. */
export function pathsOf(model: MachineModel): ShownPath[] {
  const id = model.machine.id;
  let paths = listed.get(id);
  if (!paths) {
    paths = generatePaths(model).map((path, i) => ({
      id: `${id} ${i}`,
      path,
      label: describePath(path, true),
    }));
    listed.set(id, paths);
  }
  return paths;
}
