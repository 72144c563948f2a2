import { assign, setup } from 'xstate';
import type { Profile } from '../../../contract/identity';
import type { Relation } from '../../../contract/relations';
import { unprovidedAction, unprovidedActor } from '../unprovided';

/** The error of a failed profile fetch (spec section 8). */
export const UNAUTHORIZED_ACCESS = 'Unauthorized access';

export interface SessionContext {
  user: Profile | null;
  error: string | null;
  /** Null until loaded for the signed-in user. */
  relations: Relation[] | null;
  /** The service object the user is looking at; null when none or when signed out. */
  currentObjectId: string | null;
}

export type SessionEvent =
  | { type: 'session.recheck' }
  | { type: 'session.logout' }
  | { type: 'relations.reload' }
  | { type: 'object.select'; objectId: string | null };

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    fetchProfile: unprovidedActor<Profile>('fetchProfile'),
    loadRelations: unprovidedActor<Relation[]>('loadRelations'),
    logout: unprovidedActor<void>('logout'),
  },
  actions: {
    clearStoredLogin: unprovidedAction('clearStoredLogin'),
    forgetUser: assign({ user: null, error: UNAUTHORIZED_ACCESS, relations: null, currentObjectId: null }),
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in. Fetches the profile to decide between authorized and unauthorized, loads the ' +
    'relations once authorized, and re-checks on demand, after login and after logout (also the ones ' +
    'started by inactivity or an expired refresh token).',
  context: { user: null, error: null, relations: null, currentObjectId: null },
  initial: 'pending',
  states: {
    pending: {
      tags: ['pending'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: { target: 'authorized', actions: assign({ user: ({ event }) => event.output, error: null }) },
        onError: { target: 'unauthorized' },
      },
    },
    authorized: {
      initial: 'loadingRelations',
      on: {
        'session.recheck': { target: 'pending' },
        'session.logout': { target: 'loggingOut' },
        'object.select': { actions: assign({ currentObjectId: ({ event }) => event.objectId }) },
      },
      states: {
        loadingRelations: {
          tags: ['loadingRelations'],
          entry: assign({ relations: null }),
          invoke: {
            id: 'loadRelations',
            src: 'loadRelations',
            onDone: {
              target: 'relationsLoaded',
              actions: assign({ relations: ({ event }) => event.output }),
            },
            onError: { target: 'relationsFailed' },
          },
        },
        relationsLoaded: {
          on: { 'relations.reload': { target: 'loadingRelations' } },
        },
        relationsFailed: {
          tags: ['relationsError'],
          on: { 'relations.reload': { target: 'loadingRelations' } },
        },
      },
    },
    unauthorized: {
      entry: 'forgetUser',
      on: { 'session.recheck': { target: 'pending' } },
    },
    loggingOut: {
      tags: ['pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // The stored login goes either way: a failed logout call must not keep the user signed in here.
        onDone: { target: 'pending', actions: 'clearStoredLogin' },
        onError: { target: 'pending', actions: 'clearStoredLogin' },
      },
    },
  },
});
