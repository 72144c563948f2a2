import { assertEvent, assign, setup } from 'xstate';
import type { ApiError } from '../../services/api-error';
import { unprovidedAction, unprovidedActor, unprovidedCallback } from '../unprovided';
import {
  type FailureReportContext,
  type FailureReportEvent,
  type FailureReportInput,
  problemsOf,
  type ReportDraft,
  type ReportMode,
} from './failureReport.types';

const fieldsOfServer = (error: ApiError) =>
  (error.errors ?? []).map((e) => ({ path: e.path.replace(/^body\./, ''), message: e.message }));

export const failureReportMachine = setup({
  types: {} as {
    context: FailureReportContext;
    events: FailureReportEvent;
    input: FailureReportInput;
  },
  actors: {
    /** Sends the report and then its photos; rejects with an ApiError (status 0: no connection). */
    sendReport: unprovidedActor<{ id: string }, { mode: ReportMode; draft: ReportDraft }>('sendReport'),
    /** Sends `network.online` when the browser says its network is back, while a failure is shown. */
    networkReturn: unprovidedCallback<FailureReportEvent>('networkReturn'),
  },
  actions: {
    /** Keeps the draft (and whether it is being sent) in the browser, so a reload or a closed tab loses nothing. */
    persistDraft: unprovidedAction('persistDraft'),
    /** The report is on the server: the browser's copy and its photos go. */
    forgetDraft: unprovidedAction('forgetDraft'),
    announceSent: unprovidedAction('announceSent'),
    /** Has the lists of reports (and of gates with a failure) read again: the report is in them now. */
    refreshReports: unprovidedAction('refreshReports'),
    /**
     * Checks the chosen file, makes it small and keeps its bytes in the browser, then tells the machine
     * `report.photoAdded` or `report.photoRefused`: the draft holds only photos the server will take.
     */
    keepPhoto: unprovidedAction('keepPhoto'),
    change: assign(({ context, event }) => {
      assertEvent(event, 'report.change');
      const changed = Object.keys(event.patch);
      const draft = { ...context.draft, ...event.patch };
      // A changed field's error goes once the field is right, while the user types; one still wrong stays,
      // so it cannot vanish on the way to the button and move the button from under the pointer.
      const stillWrong = new Set(problemsOf(context.mode, draft).map((p) => p.path));
      return {
        draft,
        errors: context.errors.filter((e) => !changed.includes(e.path) || stillWrong.has(e.path)),
      };
    }),
    addPhoto: assign(({ context, event }) => {
      assertEvent(event, 'report.photoAdded');
      return {
        // The same photo again (a double tap) is kept once.
        draft: {
          ...context.draft,
          photos: [...context.draft.photos.filter((p) => p.id !== event.photo.id), event.photo],
        },
        errors: context.errors.filter((e) => e.path !== 'photos'),
      };
    }),
    /** A chosen file that is no photo the server takes, or too large: said at once, not at the send. */
    refusePhoto: assign(({ context, event }) => {
      assertEvent(event, 'report.photoRefused');
      return {
        errors: [
          ...context.errors.filter((e) => e.path !== 'photos'),
          { path: 'photos', message: event.message },
        ],
      };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'report.photoRemoved');
      return {
        draft: { ...context.draft, photos: context.draft.photos.filter((p) => p.id !== event.photoId) },
        errors: context.errors.filter((e) => e.path !== 'photos'),
      };
    }),
    showProblems: assign(({ context }) => ({ errors: problemsOf(context.mode, context.draft) })),
    startSending: assign({ sending: true, errors: [], error: null }),
    showServerProblems: assign(({ event }) => {
      const error = (event as { error?: ApiError }).error!;
      return { sending: false, error, errors: fieldsOfServer(error) };
    }),
    keepError: assign(({ event }) => ({ error: (event as { error?: ApiError }).error ?? null })),
    stopSending: assign({ sending: false }),
    startNew: assign(({ event }) => {
      assertEvent(event, 'report.startNew');
      return { draft: event.draft, errors: [], error: null, sending: false };
    }),
  },
  guards: {
    wasSending: ({ context }) => context.sending,
    isComplete: ({ context }) => problemsOf(context.mode, context.draft).length === 0,
    /** The server named fields it refused: they are the user's to mend, not a reason to try again. */
    isRefused: ({ event }) => ((event as { error?: ApiError }).error?.errors?.length ?? 0) > 0,
    /** No answer came: the report waits for the connection. */
    isOffline: ({ context }) => context.error?.status === 0,
  },
}).createMachine({
  id: 'failureReport',
  description:
    'The contact and failure report form, signed in or on the public page of a gate: filling (the draft is ' +
    'kept in the browser on every change), submitting (checked by the contract schema first), sent, or ' +
    'failed with a retry. A report that failed for want of a connection is sent again when the network ' +
    'returns, and a page reloaded while sending sends it again; the report id makes the server store it once.',
  context: ({ input }) => ({
    mode: input.mode,
    draft: input.draft,
    errors: [],
    error: null,
    sending: input.sending ?? false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'wasSending', target: 'submitting' }, { target: 'filling' }],
    },
    filling: {
      on: {
        'report.change': { actions: ['change', 'persistDraft'] },
        'report.photoChosen': { actions: 'keepPhoto' },
        'report.photoAdded': { actions: ['addPhoto', 'persistDraft'] },
        'report.photoRefused': { actions: 'refusePhoto' },
        'report.photoRemoved': { actions: ['removePhoto', 'persistDraft'] },
        'report.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: ['startSending', 'persistDraft'],
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => ({ mode: context.mode, draft: context.draft }),
        onDone: { target: 'sent', actions: ['stopSending', 'forgetDraft', 'announceSent', 'refreshReports'] },
        onError: [
          { guard: 'isRefused', target: 'filling', actions: ['showServerProblems', 'persistDraft'] },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    failed: {
      tags: ['error'],
      invoke: { src: 'networkReturn' },
      on: {
        'report.retry': { target: 'submitting' },
        'report.submit': { target: 'submitting' },
        'network.online': { guard: 'isOffline', target: 'submitting' },
        'report.edit': { target: 'filling', actions: ['stopSending', 'persistDraft'] },
        // Typing on is changing the report: it waits for a new send.
        'report.change': { target: 'filling', actions: ['change', 'stopSending', 'persistDraft'] },
        // The photo is kept first; only a kept one (or its refusal) makes the report wait for a new send.
        'report.photoChosen': { actions: 'keepPhoto' },
        'report.photoAdded': { target: 'filling', actions: ['addPhoto', 'stopSending', 'persistDraft'] },
        'report.photoRefused': { target: 'filling', actions: ['refusePhoto', 'stopSending', 'persistDraft'] },
        'report.photoRemoved': { target: 'filling', actions: ['removePhoto', 'stopSending', 'persistDraft'] },
      },
    },
    sent: {
      on: {
        'report.startNew': { target: 'filling', actions: ['startNew', 'persistDraft'] },
      },
    },
  },
});
