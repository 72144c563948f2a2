import { invitationMachine } from '../../invitation/invitation.machine';
import type { Account } from '../../invitation/invitation.types';
import { apiError, type MachineModel, type SampleEvent } from '../world';

const account = (status: Account['status']): Account => ({
  id: '5b0c1f5e-0000-4000-8000-000000000002',
  email: 'lotte@klant.example',
  status,
});

const invitationSamples: Record<string, SampleEvent[]> = {
  'user.invite': [{ type: 'user.invite', email: 'lotte@klant.example', role: 5, language: 'nl' }],
  'xstate.done.actor.invite': [
    {
      type: 'xstate.done.actor.invite',
      output: { account: account('invited'), inviteLink: 'https://portal.example/registration?code=first' },
    },
    // An account the administrator manages already joins with the state it has, and needs no link.
    { type: 'xstate.done.actor.invite', output: { account: account('active'), inviteLink: null } },
  ],
  'xstate.error.actor.invite': [
    { type: 'xstate.error.actor.invite', error: apiError(400, 'cannotAddProviderEmployee') },
  ],
  'xstate.done.actor.resend': [
    {
      type: 'xstate.done.actor.resend',
      output: { inviteLink: 'https://portal.example/registration?code=fresh' },
    },
  ],
  'xstate.error.actor.resend': [
    { type: 'xstate.error.actor.resend', error: apiError(400, 'invitationNotPending') },
  ],
  'xstate.error.actor.copyToClipboard': [
    { type: 'xstate.error.actor.copyToClipboard', error: apiError(0, 'network') },
  ],
  'xstate.done.actor.deactivate': [{ type: 'xstate.done.actor.deactivate', output: account('deactivated') }],
  'xstate.error.actor.deactivate': [
    { type: 'xstate.error.actor.deactivate', error: apiError(400, 'cannotDeactivateSelf') },
  ],
  'xstate.done.actor.reactivate': [
    { type: 'xstate.done.actor.reactivate', output: account('invited') },
    { type: 'xstate.done.actor.reactivate', output: account('active') },
  ],
  'xstate.error.actor.reactivate': [
    { type: 'xstate.error.actor.reactivate', error: apiError(403, 'noAccess') },
  ],
  'account.sync': (['invited', 'active', 'deactivated'] as const).map((status) => ({
    type: 'account.sync',
    account: account(status),
  })),
};

export const invitation: MachineModel = {
  machine: invitationMachine,
  worlds: [
    {
      name: 'inviting a new user',
      logic: invitationMachine,
      input: { relationId: 7 },
      samples: invitationSamples,
    },
    {
      name: 'an invited account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('invited') },
      samples: invitationSamples,
    },
    {
      name: 'an active account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('active') },
      samples: invitationSamples,
    },
    {
      name: 'a deactivated account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('deactivated') },
      samples: invitationSamples,
    },
  ],
};
