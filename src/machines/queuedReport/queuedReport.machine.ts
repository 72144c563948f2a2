import { not, setup } from 'xstate';
import { unprovidedAction, unprovidedActor, unprovidedGuard } from '../unprovided';

export type QueuedReportEvent =
  /** The browser has a network again. */
  | { type: 'network.online' }
  /** Someone signed in (or the page opened with a stored login): their own waiting report may go now. */
  | { type: 'session.signedIn' };

export const queuedReportMachine = setup({
  types: {} as { events: QueuedReportEvent },
  actors: {
    /**
     * Sends the contact report of the signed-in user that waits for the network, under their own login;
     * answers whether there was one. Rejects with an ApiError when it could not be sent.
     */
    sendQueued: unprovidedActor<boolean>('sendQueued'),
  },
  actions: {
    /** The report the screen promised to send is on the server: the user is told, wherever they are. */
    announceSent: unprovidedAction('announceSent'),
    /** Has the lists of reports read again: the report is in them now. */
    refreshReports: unprovidedAction('refreshReports'),
  },
  guards: {
    /** Provided by the app: the contact form is on screen, and sends its own report. */
    isFormOpen: unprovidedGuard('isFormOpen'),
    wasSent: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'queuedReport',
  description:
    'Runs for the whole app: a contact report sent while offline waits in the browser, sealed to its user. ' +
    'When the network returns, or that user signs in again, it is sent from whatever screen is open (the ' +
    'contact form, when open, sends its own). A report that still cannot go waits for the next chance.',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'network.online': { guard: not('isFormOpen'), target: 'sending' },
        'session.signedIn': { guard: not('isFormOpen'), target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendQueued',
        src: 'sendQueued',
        onDone: [
          { guard: 'wasSent', target: 'idle', actions: ['announceSent', 'refreshReports'] },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
  },
});
