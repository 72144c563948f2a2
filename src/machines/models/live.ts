import type { AnyActorRef, InspectionEvent, StateValue, Subscription } from 'xstate';
import { watchActors } from '../inspector';
import { redact, redactEvent } from './redact';

export interface LiveEvent {
  /** Counts up over the store's life: a stable key for a list. */
  seq: number;
  /** Epoch milliseconds it was received. */
  at: number;
  type: string;
  /** Redacted. */
  payload: unknown;
}

/** A machine actor running in this tab as the viewer shows it: everything shown is redacted. */
export interface LiveActor {
  sessionId: string;
  /** The actor's id: its invoke id for a child, the session id for a root actor. */
  id: string;
  machineId: string;
  /** The session id of the actor that invoked it; null for a root actor. */
  parentId: string | null;
  value: StateValue;
  context: unknown;
  /** The latest events it received, newest first. */
  events: LiveEvent[];
}

/** How many events per actor are kept. */
export const KEPT_EVENTS = 12;

interface SnapshotLike {
  status?: string;
  value?: StateValue;
  context?: unknown;
  machine?: { id?: string };
}

const readSnapshot = (actor: AnyActorRef): SnapshotLike | null => {
  try {
    return actor.getSnapshot() as SnapshotLike;
  } catch {
    return null;
  }
};

/**
 * The machine actors of this tab and their latest events, kept from XState's inspection events for as long
 * as someone watches. Promise actors (a call) are left out: they have no states to show.
 */
export function createLiveActors(watch: typeof watchActors = watchActors) {
  const actors = new Map<string, LiveActor>();
  /** A stopped actor sends no last snapshot; the end of a subscription to it says it stopped. */
  const subscriptions = new Map<string, Subscription>();
  const forget = (sessionId: string): boolean => {
    subscriptions.get(sessionId)?.unsubscribe();
    subscriptions.delete(sessionId);
    return actors.delete(sessionId);
  };
  const listeners = new Set<() => void>();
  let list: LiveActor[] = [];
  let seq = 0;
  let stopWatching: (() => void) | null = null;

  const publish = () => {
    list = [...actors.values()];
    for (const listener of listeners) listener();
  };

  /** Adds or updates an actor from its snapshot; true when something changed. */
  const take = (actor: AnyActorRef, snapshot: SnapshotLike | null): boolean => {
    const machineId = snapshot?.machine?.id;
    if (!snapshot || !machineId) return false;
    if (snapshot.status !== 'active') return forget(actor.sessionId);
    if (!subscriptions.has(actor.sessionId)) {
      const stopped = () => {
        if (forget(actor.sessionId)) publish();
      };
      subscriptions.set(actor.sessionId, actor.subscribe({ complete: stopped, error: stopped }));
    }
    const known = actors.get(actor.sessionId);
    actors.set(actor.sessionId, {
      sessionId: actor.sessionId,
      id: actor.id,
      machineId,
      parentId: (actor._parent as AnyActorRef | undefined)?.sessionId ?? null,
      value: snapshot.value ?? '',
      context: redact(snapshot.context),
      events: known?.events ?? [],
    });
    return true;
  };

  const receive = (inspection: InspectionEvent) => {
    const actor = inspection.actorRef as AnyActorRef;
    if (inspection.type === '@xstate.snapshot') {
      if (take(actor, inspection.snapshot as SnapshotLike)) publish();
    } else if (inspection.type === '@xstate.event') {
      const known = actors.get(actor.sessionId);
      if (!known) return;
      const logged = { seq: ++seq, at: Date.now(), ...redactEvent(inspection.event) };
      actors.set(actor.sessionId, { ...known, events: [logged, ...known.events].slice(0, KEPT_EVENTS) });
      publish();
    }
  };

  return {
    getSnapshot: (): LiveActor[] => list,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!stopWatching) {
        const watching = watch(receive);
        for (const actor of watching.actors) take(actor, readSnapshot(actor));
        list = [...actors.values()];
        stopWatching = watching.stop;
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size || !stopWatching) return;
        stopWatching();
        stopWatching = null;
        for (const sessionId of [...subscriptions.keys()]) forget(sessionId);
        list = [];
      };
    },
  };
}
