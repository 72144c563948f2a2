import type { MachineModel } from '../../machines/models/catalogue';
import { generatePaths } from '../../machines/models/paths';
import type { ListedPath } from '../../machines/pathStepper';

const listed = new Map<string, ListedPath[]>();

/** A machine's generated paths, the same the tests replay, walked once per page life: the graph walk takes a moment. */
export function pathsOf(model: MachineModel): ListedPath[] {
  const id = model.machine.id;
  let paths = listed.get(id);
  if (!paths) {
    paths = generatePaths(model).map((path, i) => ({ id: `${id} ${i}`, path }));
    listed.set(id, paths);
  }
  return paths;
}
