import { createContext, type ReactNode, useContext } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { Language, Profile } from '../contract/identity';
import type { Relation } from '../contract/relations';
import { setLocale } from './i18n/store';
import {
  type ActivitySource,
  inactivityMachine,
  isInspectionPath,
  listenForActivity,
} from './machines/inactivity';
import { inspect } from './machines/inspector';
import { queuedReportMachine } from './machines/queuedReport/queuedReport.machine';
import { refreshExpiryMachine, storedRefreshTokenExpired } from './machines/refreshExpiry';
import { sessionMachine } from './machines/session/session.machine';
import { tokenRefreshMachine } from './machines/tokenRefresh/tokenRefresh.machine';
import { requestFreshToken } from './machines/tokenRefresh/tokenRefresh.request';
import type { OutboxActor } from './outbox-actor';
import { type HttpClient, http } from './services/http';
import type { IdentityApi } from './services/identity';
import { forgetCopiesOf, withOfflineCopy } from './services/offline-copy';
import { QUOTATION_DRAFTS_DB } from './services/quotation-drafts-name';
import { type LockManagerLike, withRefreshLock } from './services/refresh-lock';
import { getMyRelations } from './services/relations';
import { clearResources } from './services/resource';
import { getProfile, refreshLogin, signOut } from './services/sign-in';
import { createTokenRenewal } from './services/token-renewal';
import { type TokenStore, tokenStore } from './services/token-store';
import { showToast } from './views/ui/toast-queue';

/**
 * Where the tab's one field-work outbox is kept. The first screen of field work makes it: its machine and its
 * calls (with their schemas) are not part of the first screen's script, which carries no zod (decision 023),
 * and a customer's tab never makes one. It lives until the root actors stop.
 */
export interface OutboxSlot {
  take(create: () => OutboxActor): OutboxActor;
  stop(): void;
}

function outboxSlot(): OutboxSlot {
  let outbox: OutboxActor | null = null;
  return {
    take: (create) => {
      outbox ??= create();
      return outbox;
    },
    stop: () => outbox?.stop(),
  };
}

export interface RootActors {
  session: ActorRefFrom<typeof sessionMachine>;
  tokenRefresh: ActorRefFrom<typeof tokenRefreshMachine>;
  queuedReport: ActorRefFrom<typeof queuedReportMachine>;
  /** The field-work outbox, made and started by the first screen of field work (`useOutbox`). */
  outbox: OutboxSlot;
  /** Stops the actors and drops their listeners (tests, hot reload). */
  stop(): void;
}

/** What the root actors talk to; the app uses the real ones, tests hand in their own. */
export interface RootServices {
  http: HttpClient;
  tokenStore: TokenStore;
  identity: Pick<IdentityApi, 'getProfile' | 'refreshLogin' | 'signOut'>;
  getMyRelations(): Promise<Relation[]>;
  /** The current path, for the inactivity check. */
  getPath(): string;
  /** Where activity events are heard; null for none. */
  activityTarget: ActivitySource | null;
  /** Where the browser says its network is back (`online`); null for none. */
  networkTarget: ActivitySource | null;
  /** Keeps the language chosen with the flag on the profile; the server answers the profile. */
  saveLanguage(language: Language): Promise<Profile>;
  /** The Web Locks of the browser when left out. */
  locks?: LockManagerLike | null;
}

const browserServices = (): RootServices => ({
  http,
  tokenStore,
  identity: { getProfile, refreshLogin, signOut },
  getMyRelations,
  // The account's calls load with the first screen after sign-in, not with the login screen.
  saveLanguage: async (language) => (await import('./services/identity')).changeLanguage(language),
  getPath: () => window.location.pathname,
  activityTarget: typeof window === 'undefined' ? null : window,
  networkTarget: typeof window === 'undefined' ? null : window,
});

/** Creates and starts the app's long-lived actors once, wired to each other and to the services. */
export function createRootActors(overrides: Partial<RootServices> = {}): RootActors {
  const services: RootServices = { ...browserServices(), ...overrides };
  const { identity, tokenStore: store } = services;

  /** The language last chosen with a flag, and the saves of the choices, one after the other. */
  let latestLanguage: Language | null = null;
  let languageSaves: Promise<void> = Promise.resolve();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        // With no network the last profile and relations of the stored login's user open the portal (field work).
        fetchProfile: fromPromise(() => withOfflineCopy('/Identity/Profile', identity.getProfile)),
        loadRelations: fromPromise(() => withOfflineCopy('/api/myRelations', services.getMyRelations)),
        logout: fromPromise(async () => {
          // What was kept for this user to work offline does not stay behind on a shared device.
          const user = session.getSnapshot().context.user;
          if (user) forgetCopiesOf(user.id);
          // Loaded with the sending of waiting reports, which the home screen does not carry (decision 018).
          await (await import('./machines/queuedReport/send-queued')).forgetUnsealedContactDraft();
          // A decision on a quotation typed and signed but not sent does not stay behind either.
          globalThis.indexedDB?.deleteDatabase(QUOTATION_DRAFTS_DB);
          await identity.signOut();
        }),
        inactivity: inactivityMachine.provide({
          guards: { isOnInspectionPath: () => isInspectionPath(services.getPath()) },
        }),
        refreshExpiry: refreshExpiryMachine.provide({
          guards: { hasRefreshTokenExpired: storedRefreshTokenExpired(store) },
        }),
      },
      actions: {
        clearStoredLogin: () => store.clear(),
        forgetLoadedData: () => clearResources(),
        adoptProfileLanguage: ({ context }) => {
          if (context.user) setLocale(context.user.language);
        },
        saveLanguage: ({ event }) => {
          if (event.type !== 'language.chosen') return;
          const language = event.language;
          latestLanguage = language;
          // One save at a time, and only the latest choice: two flags pressed quickly sent two saves that the
          // server could finish in either order, leaving the profile (and the next sign-in) in the first.
          languageSaves = languageSaves.then(async () => {
            if (language !== latestLanguage) return;
            await services.saveLanguage(language).then(
              (user) => session.send({ type: 'profile.changed', user }),
              // Offline or refused: the screen keeps the choice, the profile its language; the next choice tries again.
              () => undefined,
            );
          });
        },
      },
    }),
    { inspect },
  );
  const recheckSession = () => session.send({ type: 'session.recheck' });

  const renewAccessToken = createTokenRenewal({
    tokenStore: store,
    refreshLogin: identity.refreshLogin,
    withLock: (work) => withRefreshLock(work, { locks: services.locks }),
  });
  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: { renewAccessToken: fromPromise(({ input }) => renewAccessToken(input)) },
      actions: {
        clearStoredLogin: () => store.clear(),
        // The login could not be renewed: the session ends, as expired.
        recheckSession: () => session.send({ type: 'session.expired' }),
      },
    }),
    { inspect },
  );

  const queuedReport = createActor(
    queuedReportMachine.provide({
      actors: {
        // Only the signed-in user's own report, sent under their own login.
        sendQueued: fromPromise(async () => {
          const snapshot = session.getSnapshot();
          const user = snapshot.matches('authorized') ? snapshot.context.user : null;
          if (!user) return false;
          // Loaded when needed: the login screen, the first most visits load, does without the report's code.
          // One module: two, one of them also imported by screens, made rolldown keep its runtime helpers in a
          // file of their own, a second request on the login screen.
          const { sendQueuedContactReport } = await import('./machines/queuedReport/send-queued');
          return sendQueuedContactReport(user.id);
        }),
      },
      actions: {
        announceSent: () => showToast('success.contactFormSent'),
        // Loaded already: the report was sent by the same module.
        refreshReports: () =>
          void import('./machines/queuedReport/send-queued').then((queued) => queued.refreshReports()),
      },
      guards: { isFormOpen: () => services.getPath() === '/contact' },
    }),
    { inspect },
  );
  // A sign-in (of whoever: the queue sends only that user's report) is the other moment a report may go.
  let signedInAs: string | null = null;
  const watchSignIn = session.subscribe((snapshot) => {
    const id = snapshot.matches('authorized') ? (snapshot.context.user?.id ?? null) : null;
    if (id && id !== signedInAs) queuedReport.send({ type: 'session.signedIn' });
    signedInAs = id;
  });
  const sendWhenOnline = () => queuedReport.send({ type: 'network.online' });
  services.networkTarget?.addEventListener('online', sendWhenOnline);

  services.http.setTokenRenewer((failedToken) => requestFreshToken(tokenRefresh, failedToken));
  // A deactivated account's next request is refused: the session checks again and ends.
  services.http.setLoginRejectedListener(() => {
    if (session.getSnapshot().matches('authorized')) recheckSession();
  });

  // Another tab signed in or out: this tab follows. A token that only rotated changes nothing here.
  const stopFollowingTabs = store.subscribe((login) => {
    const snapshot = session.getSnapshot();
    if (login && snapshot.matches('unauthorized')) recheckSession();
    if (!login && snapshot.matches('authorized')) recheckSession();
  });

  const stopListening = services.activityTarget
    ? listenForActivity(session, services.activityTarget)
    : () => {};

  const outbox = outboxSlot();

  tokenRefresh.start();
  queuedReport.start();
  session.start();

  return {
    session,
    tokenRefresh,
    queuedReport,
    outbox,
    stop() {
      stopListening();
      watchSignIn.unsubscribe();
      services.networkTarget?.removeEventListener('online', sendWhenOnline);
      stopFollowingTabs();
      services.http.setTokenRenewer(null);
      services.http.setLoginRejectedListener(null);
      for (const actor of [session, tokenRefresh, queuedReport, outbox]) actor.stop();
    },
  };
}

const ActorsContext = createContext<RootActors | null>(null);

export function ActorsProvider({ actors, children }: { actors: RootActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

export function useActors(): RootActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useActors() needs an <ActorsProvider> above it');
  return actors;
}
