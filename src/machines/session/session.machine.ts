import { assign, forwardTo, setup } from 'xstate';
import type { Profile } from '../../../contract/identity';
import type { Relation } from '../../../contract/relations';
import { type InactivityEvent, inactivityMachine } from '../inactivity/inactivity.machine';
import { refreshExpiryMachine } from '../refreshExpiry/refreshExpiry.machine';
import { unprovidedAction, unprovidedActor } from '../unprovided';

/** The error of a failed profile fetch (spec section 8). */
export const UNAUTHORIZED_ACCESS = 'Unauthorized access';

export interface SessionContext {
  user: Profile | null;
  error: string | null;
  /** Null until loaded for the signed-in user. */
  relations: Relation[] | null;
}

export type SessionEvent =
  | { type: 'session.recheck' }
  /** The login form got a token: the profile is fetched as for a recheck, and its language is adopted. */
  | { type: 'session.signedIn' }
  | { type: 'session.logout' }
  | { type: 'relations.reload' }
  /** The user changed their own profile (name, phone, function, language, pending email): the server's answer. */
  | { type: 'profile.changed'; user: Profile }
  /** Heard on the window; the inactivity watcher gets it while someone is signed in. */
  | InactivityEvent;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    fetchProfile: unprovidedActor<Profile>('fetchProfile'),
    loadRelations: unprovidedActor<Relation[]>('loadRelations'),
    logout: unprovidedActor<void>('logout'),
    // The watchers' guards look outside (the path, the stored login): the app provides them.
    inactivity: inactivityMachine,
    refreshExpiry: refreshExpiryMachine,
  },
  guards: {
    /** Only the signed-in user's own profile: an answer about someone else changes nothing. */
    isOwnProfile: ({ context, event }) =>
      event.type === 'profile.changed' && event.user.id === context.user?.id,
  },
  actions: {
    clearStoredLogin: unprovidedAction('clearStoredLogin'),
    /** At sign-in the profile's language wins over the one the login screen was shown in. */
    adoptProfileLanguage: unprovidedAction('adoptProfileLanguage'),
    /** Data loaded for this user must not be shown to whoever the next check finds. */
    forgetLoadedData: unprovidedAction('forgetLoadedData'),
    forgetUser: assign({ user: null, error: UNAUTHORIZED_ACCESS, relations: null }),
    forwardActivity: forwardTo('inactivity'),
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in. Fetches the profile to decide between authorized and unauthorized, loads the ' +
    'relations once authorized, and re-checks on demand and after logout; after a sign-in it adopts the ' +
    "profile's language. While authorized it runs the inactivity and refresh-token expiry watchers, and " +
    'logs out when either ends.',
  context: { user: null, error: null, relations: null },
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
    signingIn: {
      tags: ['pending'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'authorized',
          actions: [assign({ user: ({ event }) => event.output, error: null }), 'adoptProfileLanguage'],
        },
        onError: { target: 'unauthorized' },
      },
    },
    authorized: {
      initial: 'loadingRelations',
      exit: 'forgetLoadedData',
      invoke: [
        {
          id: 'inactivity',
          src: 'inactivity',
          input: () => ({ startedAt: Date.now() }),
          onDone: { target: 'loggingOut' },
        },
        { id: 'refreshExpiry', src: 'refreshExpiry', onDone: { target: 'loggingOut' } },
      ],
      on: {
        'session.recheck': { target: 'pending' },
        'session.logout': { target: 'loggingOut' },
        'user.activity': { actions: 'forwardActivity' },
        'profile.changed': {
          guard: 'isOwnProfile',
          actions: assign({ user: ({ event }) => event.user }),
        },
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
      on: { 'session.recheck': { target: 'pending' }, 'session.signedIn': { target: 'signingIn' } },
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
