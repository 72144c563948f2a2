import { type EventObject, fromCallback, fromPromise } from 'xstate';

/**
 * Placeholders for what a machine needs from the app (a call, a side effect, a look at the browser).
 * The machine stays free of I/O; the app fills these with `machine.provide(...)`, and one it forgot fails
 * loudly instead of doing nothing. The marker lets tests find which implementations they must supply.
 */
const UNPROVIDED = Symbol('unprovided');

const mark = <T extends object>(name: string, value: T): T => Object.assign(value, { [UNPROVIDED]: name });

const missing = (kind: string, name: string) =>
  new Error(`The ${kind} '${name}' must be provided by the app`);

/** `TParams`: what a parameterised action is given in the config (`{ type, params }`). */
export const unprovidedAction = <TParams extends object | undefined = undefined>(name: string) =>
  mark(name, (_args: unknown, _params: TParams): void => {
    throw missing('action', name);
  });

export const unprovidedGuard = (name: string) =>
  mark(name, (): boolean => {
    throw missing('guard', name);
  });

export const unprovidedActor = <TOutput, TInput = void>(name: string) =>
  mark(
    name,
    fromPromise<TOutput, TInput>(() => Promise.reject(missing('actor', name))),
  );

export const isUnprovided = (implementation: unknown): boolean =>
  typeof implementation === 'object' || typeof implementation === 'function'
    ? implementation !== null && UNPROVIDED in implementation
    : false;

/** A long-running actor that reports back with events (`sendBack`), filled in by the app. */
export const unprovidedCallback = <TEvent extends EventObject, TInput = void>(name: string) =>
  mark(
    name,
    fromCallback<TEvent, TInput>(() => {
      throw missing('actor', name);
    }),
  );
