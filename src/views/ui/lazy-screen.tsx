import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadEveryText } from '../../i18n/store';

/**
 * A module loaded when it is first shown, together with every text of the language (the first screen carries
 * only its own, decision 018): both load at once, and the module renders when both are there.
 */
export function lazyWithTexts<Module>(load: () => Promise<Module>): Promise<Module> {
  return Promise.all([load(), loadEveryText()]).then(([module]) => module);
}

/** react-aria's providers, loaded beside every screen past the first: the first draws no react-aria (023). */
const loadAriaProviders = () => import('./aria-providers');

/**
 * A screen loaded when it is first opened, from the module that exports it by name: each area of the portal
 * is its own chunk, so a user downloads the screens they open and not the whole app. The route switch that
 * shows it waits in one Suspense boundary. It renders inside react-aria's providers, loaded beside it.
 */
export function lazyScreen<Name extends string, Props extends object = object>(
  load: () => Promise<{ [name in Name]: ComponentType<Props> }>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [module, { AriaProviders }] = await Promise.all([lazyWithTexts(load), loadAriaProviders()]);
    const Screen = module[name] as ComponentType<Props>;
    return {
      default: (props: Props) => (
        <AriaProviders>
          <Screen {...props} />
        </AriaProviders>
      ),
    };
  });
}
