import type { AnyActorRef, InspectionEvent } from 'xstate';

type Listener = (event: InspectionEvent) => void;

const listeners = new Set<Listener>();
const running = new Set<AnyActorRef>();

/** A stopped actor sends no last snapshot: look, and skip one whose snapshot cannot be read yet (starting). */
const forgetStopped = () => {
  for (const actor of running) {
    try {
      if (actor.getSnapshot().status !== 'active') running.delete(actor);
    } catch {}
  }
};

/**
 * XState's inspection of the actors of this tab, given as `inspect` to every actor the app creates, for the
 * model viewer. It only remembers which actors run (so a viewer opened later finds them) and hands events
 * to a viewer that listens. It lives outside the viewer's lazily loaded code, so it stays this small.
 */
export function inspect(event: InspectionEvent): void {
  // An actor is announced when it is created, but only runs once it receives its first event (xstate.init);
  // React may create one for a render it then throws away, and that one never starts.
  if (event.type === '@xstate.event' && !running.has(event.actorRef as AnyActorRef)) {
    forgetStopped();
    running.add(event.actorRef as AnyActorRef);
  } else if (event.type === '@xstate.snapshot' && event.snapshot.status !== 'active') {
    running.delete(event.actorRef as AnyActorRef);
  }
  for (const listener of listeners) listener(event);
}

/** The actors running now, and every inspection event from now on until `stop()`. */
export function watchActors(listener: Listener): { actors: AnyActorRef[]; stop(): void } {
  forgetStopped();
  listeners.add(listener);
  return { actors: [...running], stop: () => void listeners.delete(listener) };
}
