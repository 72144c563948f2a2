import type { PermissionKey, Readable } from '../../contract/permissions';

/**
 * Route options for a call that reads one kind of data (`readers` in contract/permissions, which the app
 * uses too): a signed-in caller holding at least one of its keys, a customer's `Own`/`View` or the provider's
 * `ViewAll`. What each may see is then decided by the scope in SQL, not by which of the keys matched.
 * `authenticate` checks the keys with the caller, before the parameters are validated, so a caller without
 * access hears 403 even for malformed parameters. Its GET routes only read, so they may serve a kept caller
 * (`keptCaller`, `caller-proof.ts`). Spread into the route's options.
 */
export function readersOf(what: Readable) {
  return { config: { permissions: [] as readonly PermissionKey[], readers: what, keptCaller: true } };
}
