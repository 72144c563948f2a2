import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded when it is first opened, from the module that exports it by name: each area of the portal
 * is its own chunk, so a user downloads the screens they open and not the whole app. The route switch that
 * shows it waits in one Suspense boundary.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<{ [name in Name]: ComponentType }>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
