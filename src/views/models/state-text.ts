import type { StateValue } from 'xstate';

/** A state value as a dotted path, parallel regions side by side: `authorized.relationsLoaded`. */
export const stateText = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) =>
          child && (typeof child === 'string' || Object.keys(child).length)
            ? `${key}.${stateText(child as StateValue)}`
            : key,
        )
        .join(', ');
