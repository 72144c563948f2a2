import type { StateValue } from 'xstate';
import type { MachineDefinition } from './definition';

/**
 * The ids of the states a snapshot value is in, ancestors included, as the definition names them: the root,
 * then every state down each active branch.
 */
export function activeStateIds(definition: MachineDefinition, value: StateValue): Set<string> {
  const idByPath = new Map(definition.states.map((state) => [state.path.join('.'), state.id]));
  const active = new Set<string>();
  const root = idByPath.get('');
  if (root) active.add(root);
  const visit = (prefix: string[], node: StateValue) => {
    const entries = typeof node === 'string' ? [[node, null] as const] : Object.entries(node);
    for (const [key, child] of entries) {
      const path = [...prefix, key];
      const id = idByPath.get(path.join('.'));
      if (id) active.add(id);
      if (child && typeof child === 'object') visit(path, child);
      else if (typeof child === 'string') visit(path, child);
    }
  };
  visit([], value);
  return active;
}
