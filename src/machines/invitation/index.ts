export {
  accountOf,
  type InvitationOptions,
  type InvitationView,
  type InviteOutcome,
  useInvitation,
} from './invitation.connect';
export { invitationMachine } from './invitation.machine';
export type {
  Account,
  AccountStatus,
  FailureKind,
  InvitationContext,
  InvitationEvent,
  InvitationInput,
  InviteRequest,
} from './invitation.types';
