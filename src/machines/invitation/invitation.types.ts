import type { ApiError } from '../../services/api-error';

/** Which failure message of spec section 8 a failed action gets. */
export type FailureKind = 'invite' | 'update' | 'copy';

export type AccountStatus = 'invited' | 'active' | 'deactivated';

/** What the machine needs to know of an account: whom to act on, and where it stands. */
export interface Account {
  id: string;
  email: string;
  status: AccountStatus;
}

export interface InvitationInput {
  /** The relation the account is managed under (`pK_PT_RELATION`). */
  relationId: number;
  /** Left out for an invitation still to be sent (the invite dialog). */
  account?: Account | null;
}

export interface InvitationContext {
  relationId: number;
  account: Account | null;
  /** The latest activation link, known after an invitation or a resend; the list never carries it. */
  inviteLink: string | null;
  error: ApiError | null;
}

export interface InviteRequest {
  email: string;
  role: number;
  language: 'nl' | 'en';
}

export type InvitationEvent =
  | ({ type: 'user.invite' } & InviteRequest)
  | { type: 'user.resend' }
  | { type: 'user.copyLink' }
  | { type: 'user.deactivate' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.reactivate' }
  /** The list was loaded again: the account as the server has it now (e.g. activated meanwhile). */
  | { type: 'account.sync'; account: Account };
