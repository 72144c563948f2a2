import type { $ZodType } from 'zod/v4/core';
import type { AnswerSchema } from './http';

type FirstScreenSchemas = typeof import('./first-screen-schemas');

let loaded: FirstScreenSchemas | null = null;
let loading: Promise<FirstScreenSchemas> | null = null;

/**
 * The first screen's schemas (sign-in, the stored login, the provider's public settings, the error body),
 * loaded once when first needed: the login screen's own script carries no zod (decision 023). A load that
 * failed (no network) is tried again by the next caller.
 */
export function loadFirstScreenSchemas(): Promise<FirstScreenSchemas> {
  loading ??= import('./first-screen-schemas').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schemas when they have loaded, for the few checks that cannot wait (the stored login); else null. */
export const loadedFirstScreenSchemas = (): FirstScreenSchemas | null => loaded;

type SchemaName = {
  [K in keyof FirstScreenSchemas]: FirstScreenSchemas[K] extends $ZodType ? K : never;
}[keyof FirstScreenSchemas];

/** One of them as the HTTP client's answer schema: the call is sent at once, its answer checked on arrival. */
export const firstScreenSchema =
  <K extends SchemaName>(name: K): AnswerSchema<FirstScreenSchemas[K]> =>
  async () =>
    (await loadFirstScreenSchemas())[name];
