import { assertEvent, assign, setup } from 'xstate';
import type { ApiError } from '../../services/api-error';
import { unprovidedAction, unprovidedActor } from '../unprovided';
import type {
  Account,
  FailureKind,
  InvitationContext,
  InvitationEvent,
  InvitationInput,
  InviteRequest,
} from './invitation.types';

interface AccountAction {
  relationId: number;
  userId: string;
}

/** Deactivate and reactivate act on the shown account under the relation it is managed in. */
const accountAction = ({ context }: { context: InvitationContext }): AccountAction => ({
  relationId: context.relationId,
  userId: context.account?.id ?? '',
});

/** A resend mails the account's address; issuing a link to copy is a resend too. */
const resendTo = ({ context }: { context: InvitationContext }) => ({ email: context.account?.email ?? '' });

export const invitationMachine = setup({
  types: {} as { context: InvitationContext; events: InvitationEvent; input: InvitationInput },
  actors: {
    invite: unprovidedActor<
      { account: Account; inviteLink: string | null },
      InviteRequest & { relationId: number }
    >('invite'),
    resend: unprovidedActor<{ inviteLink: string }, { email: string }>('resend'),
    deactivate: unprovidedActor<Account, AccountAction>('deactivate'),
    reactivate: unprovidedActor<Account, AccountAction>('reactivate'),
    copyToClipboard: unprovidedActor<void, { text: string }>('copyToClipboard'),
  },
  actions: {
    announceInvited: unprovidedAction('announceInvited'),
    announceResent: unprovidedAction('announceResent'),
    announceLinkCopied: unprovidedAction('announceLinkCopied'),
    announceDeactivated: unprovidedAction('announceDeactivated'),
    announceReactivated: unprovidedAction('announceReactivated'),
    /** Shows `context.error` as the failure message of spec section 8 that `kind` names. */
    announceFailure: unprovidedAction<{ kind: FailureKind }>('announceFailure'),
    /** The account changed on the server: lists showing it load again. */
    accountChanged: unprovidedAction('accountChanged'),
    clearError: assign({ error: null }),
    // Only the error events of the calls lead here; their error is the ApiError the services reject with.
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error as ApiError }),
    syncAccount: assign(({ event }) => {
      assertEvent(event, 'account.sync');
      return { account: event.account, error: null };
    }),
  },
  guards: {
    isNew: ({ context }) => context.account === null,
    isInvited: ({ context }) => context.account?.status === 'invited',
    isActive: ({ context }) => context.account?.status === 'active',
    hasInviteLink: ({ context }) => context.inviteLink !== null,
  },
}).createMachine({
  id: 'invitation',
  description:
    'One user account as an administrator manages it (spec section 4): invited, then activated through ' +
    'the invite link; deactivated (shown as blocked) and reactivated. The invitation can be resent (a fresh ' +
    'link; the old one stops working) and the link copied to the clipboard. Every action is one call, busy ' +
    'while it runs; a failure keeps the account where it was and says why. Without an account it starts ' +
    'as the invite dialog.',
  context: ({ input }) => ({
    relationId: input.relationId,
    account: input.account ?? null,
    inviteLink: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isNew', target: 'new' },
        { guard: 'isInvited', target: 'invited' },
        { guard: 'isActive', target: 'active' },
        { target: 'deactivated' },
      ],
    },
    new: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: { 'user.invite': { target: 'inviting' } },
          states: {
            idle: {},
            // The invite dialog shows this failure beside the form it belongs to.
            failed: { tags: ['error'] },
          },
        },
        inviting: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'invite',
            src: 'invite',
            input: ({ context, event }) => {
              assertEvent(event, 'user.invite');
              return {
                relationId: context.relationId,
                email: event.email,
                role: event.role,
                language: event.language,
              };
            },
            onDone: {
              target: '#invitation.routing',
              actions: [
                assign(({ event }) => ({
                  account: event.output.account,
                  inviteLink: event.output.inviteLink,
                })),
                'accountChanged',
                'announceInvited',
              ],
            },
            onError: { target: 'ready.failed', actions: 'rememberError' },
          },
        },
      },
    },
    invited: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: {
            'user.resend': { target: 'resending' },
            'user.copyLink': [{ guard: 'hasInviteLink', target: 'copyingLink' }, { target: 'issuingLink' }],
            'user.deactivate': { target: 'confirmingDeactivation' },
            'account.sync': { target: '#invitation.routing', actions: 'syncAccount' },
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        resending: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'resend',
            src: 'resend',
            input: resendTo,
            onDone: {
              target: 'ready',
              actions: [assign({ inviteLink: ({ event }) => event.output.inviteLink }), 'announceResent'],
            },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'invite' } }],
            },
          },
        },
        // No link known yet on this page: a fresh one is issued (and mailed again) before it is copied.
        issuingLink: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'resend',
            src: 'resend',
            input: resendTo,
            onDone: {
              target: 'copyingLink',
              actions: assign({ inviteLink: ({ event }) => event.output.inviteLink }),
            },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'invite' } }],
            },
          },
        },
        copyingLink: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'copyToClipboard',
            src: 'copyToClipboard',
            input: ({ context }) => ({ text: context.inviteLink ?? '' }),
            onDone: { target: 'ready', actions: 'announceLinkCopied' },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'copy' } }],
            },
          },
        },
        confirmingDeactivation: {
          tags: ['confirming'],
          on: { 'user.confirm': { target: 'deactivating' }, 'user.cancel': { target: 'ready' } },
        },
        deactivating: {
          tags: ['busy', 'confirming'],
          entry: 'clearError',
          invoke: {
            id: 'deactivate',
            src: 'deactivate',
            input: accountAction,
            onDone: {
              target: '#invitation.routing',
              actions: [
                assign({ account: ({ event }) => event.output, inviteLink: null }),
                'accountChanged',
                'announceDeactivated',
              ],
            },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'update' } }],
            },
          },
        },
      },
    },
    active: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: {
            'user.deactivate': { target: 'confirmingDeactivation' },
            'account.sync': { target: '#invitation.routing', actions: 'syncAccount' },
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        confirmingDeactivation: {
          tags: ['confirming'],
          on: { 'user.confirm': { target: 'deactivating' }, 'user.cancel': { target: 'ready' } },
        },
        deactivating: {
          tags: ['busy', 'confirming'],
          entry: 'clearError',
          invoke: {
            id: 'deactivate',
            src: 'deactivate',
            input: accountAction,
            onDone: {
              target: '#invitation.routing',
              actions: [
                assign({ account: ({ event }) => event.output }),
                'accountChanged',
                'announceDeactivated',
              ],
            },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'update' } }],
            },
          },
        },
      },
    },
    deactivated: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: {
            'user.reactivate': { target: 'reactivating' },
            'account.sync': { target: '#invitation.routing', actions: 'syncAccount' },
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        reactivating: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'reactivate',
            src: 'reactivate',
            input: accountAction,
            // A never-activated account is invited again, one activated before is active again.
            onDone: {
              target: '#invitation.routing',
              actions: [
                assign({ account: ({ event }) => event.output }),
                'accountChanged',
                'announceReactivated',
              ],
            },
            onError: {
              target: 'ready.failed',
              actions: ['rememberError', { type: 'announceFailure', params: { kind: 'update' } }],
            },
          },
        },
      },
    },
  },
});
