import { assign, forwardTo, raise, setup } from 'xstate';
import type { Language, Profile } from '../../../contract/identity';
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
  /**
   * The last session ended by itself (no activity, the login ran out and could not be renewed), not by a
   * logout: the login page says so. Cleared by the next sign-in or logout.
   */
  expired: boolean;
  /**
   * The language chosen with the flag on the login screen, before signing in: the person at the screen said so,
   * so it outranks the profile's and is kept on it. Null when the flag was not touched (the screen then showed
   * the browser's or the last user's language, which says nothing about this person).
   */
  chosenBeforeSignIn: Language | null;
  /**
   * The flag's last choice while signed in, until the profile answers: a second choice made before the first
   * save's answer is compared with this one, not with the profile's language, which still says the old one.
   */
  chosenSignedIn: Language | null;
}

export type SessionEvent =
  | { type: 'session.recheck' }
  /** The login form got a token: the profile is fetched as for a recheck, and its language is adopted. */
  | { type: 'session.signedIn' }
  | { type: 'session.logout' }
  /** The login could not be renewed (the token refresh failed): the session ends as expired. */
  | { type: 'session.expired' }
  | { type: 'relations.reload' }
  /** The user changed their own profile (name, phone, function, language, pending email): the server's answer. */
  | { type: 'profile.changed'; user: Profile }
  /** The flag chose a language: a signed-in user's profile keeps it (their mails, their next sign-in). */
  | { type: 'language.chosen'; language: Language }
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
    /** Another language than the profile's: choosing the one it has sends nothing. */
    isNewLanguage: ({ context, event }) =>
      event.type === 'language.chosen' &&
      event.language !== (context.chosenSignedIn ?? context.user?.language),
    /** The flag chose another language than the profile's on the login screen. */
    choseAnotherLanguage: ({ context, event }) =>
      context.chosenBeforeSignIn !== null &&
      (event as { output?: Profile }).output?.language !== context.chosenBeforeSignIn,
  },
  actions: {
    clearStoredLogin: unprovidedAction('clearStoredLogin'),
    /** At sign-in the profile's language wins over the one the login screen was merely shown in. */
    adoptProfileLanguage: unprovidedAction('adoptProfileLanguage'),
    rememberChosenLanguage: assign({
      chosenBeforeSignIn: ({ event }) => (event.type === 'language.chosen' ? event.language : null),
    }),
    /** The language chosen on the login screen goes to the profile, as a choice made signed in would. */
    keepChosenLanguage: raise(({ context }) => ({
      type: 'language.chosen' as const,
      language: context.chosenBeforeSignIn ?? 'nl',
    })),
    /** Keeps the flag's language on the profile; the server's answer comes back as `profile.changed`. */
    saveLanguage: unprovidedAction('saveLanguage'),
    /** Data loaded for this user must not be shown to whoever the next check finds. */
    forgetLoadedData: unprovidedAction('forgetLoadedData'),
    forgetUser: assign({
      user: null,
      error: UNAUTHORIZED_ACCESS,
      relations: null,
      chosenBeforeSignIn: null,
      chosenSignedIn: null,
    }),
    rememberChosenSignedIn: assign({
      chosenSignedIn: ({ event }) => (event.type === 'language.chosen' ? event.language : null),
    }),
    markExpired: assign({ expired: true }),
    markEndedByUser: assign({ expired: false }),
    forwardActivity: forwardTo('inactivity'),
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in. Fetches the profile to decide between authorized and unauthorized, loads the ' +
    'relations once authorized, and re-checks on demand and after logout; after a sign-in it adopts the ' +
    "profile's language, unless the flag chose another on the login screen: that one is kept on the profile. While authorized it runs the inactivity and refresh-token expiry watchers, and " +
    'logs out when either ends, as it does when the login cannot be renewed; a session that ended so is ' +
    'marked expired (not logged out), for the login page to say.',
  context: {
    user: null,
    error: null,
    relations: null,
    expired: false,
    chosenBeforeSignIn: null,
    chosenSignedIn: null,
  },
  initial: 'pending',
  states: {
    pending: {
      tags: ['pending'],
      on: { 'session.expired': { actions: 'markExpired' } },
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
        onDone: [
          {
            guard: 'choseAnotherLanguage',
            target: 'authorized',
            actions: [
              assign({ user: ({ event }) => event.output, error: null }),
              'keepChosenLanguage',
              assign({ chosenBeforeSignIn: null }),
            ],
          },
          {
            target: 'authorized',
            actions: [
              assign({ user: ({ event }) => event.output, error: null, chosenBeforeSignIn: null }),
              'adoptProfileLanguage',
            ],
          },
        ],
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
          onDone: { target: 'loggingOut', actions: 'markExpired' },
        },
        {
          id: 'refreshExpiry',
          src: 'refreshExpiry',
          onDone: { target: 'loggingOut', actions: 'markExpired' },
        },
      ],
      on: {
        'session.recheck': { target: 'pending' },
        'session.logout': { target: 'loggingOut', actions: 'markEndedByUser' },
        'session.expired': { target: 'pending', actions: 'markExpired' },
        'user.activity': { actions: 'forwardActivity' },
        'profile.changed': {
          guard: 'isOwnProfile',
          actions: assign({ user: ({ event }) => event.user, chosenSignedIn: null }),
        },
        'language.chosen': { guard: 'isNewLanguage', actions: ['rememberChosenSignedIn', 'saveLanguage'] },
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
      on: {
        'session.recheck': { target: 'pending' },
        'session.signedIn': { target: 'signingIn', actions: 'markEndedByUser' },
        'session.expired': { actions: 'markExpired' },
        'language.chosen': { actions: 'rememberChosenLanguage' },
      },
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
