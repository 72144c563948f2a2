import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { RoleName } from '../../../contract/roles';
import type { RelationUser } from '../../../contract/users';
import { type ApiError, toApiError } from '../../services/api-error';
import { invalidateResources } from '../../services/resource';
import {
  deactivateStaff,
  deactivateUser,
  inviteStaff,
  inviteUser,
  reactivateStaff,
  reactivateUser,
  resendInvitation,
  USER_DATA,
} from '../../services/users';
import { inspect } from '../inspector';
import { invitationMachine } from './invitation.machine';
import type { Account, AccountStatus, FailureKind, InviteRequest } from './invitation.types';

/** What an invitation did: made an account, or added one that existed (with the role it now has). */
export interface InviteOutcome {
  email: string;
  role: RoleName;
  status: AccountStatus;
  outcome: 'invited' | 'added';
  roleChanged: boolean;
}

export interface InvitationOptions {
  relationId: number;
  /** The provider's own staff (relationId unused): invited, blocked and unblocked through the staff calls. */
  staff?: boolean;
  /** Says what an invitation did; without it, a plain 'invitation sent'. */
  onInvited?(outcome: InviteOutcome): void;
  /** Null or left out: the invite dialog, before anyone is invited. */
  account?: Account | null;
  /** A success, as an i18n key. */
  onSuccess(message: string): void;
  onFailure(kind: FailureKind, error: ApiError): void;
  /** Writes the link to the clipboard; the browser's clipboard when left out. */
  writeClipboard?(text: string): Promise<void>;
}

export interface InvitationView {
  status: 'new' | AccountStatus;
  account: Account | null;
  /** The latest activation link, once an invitation or a resend made one. */
  inviteLink: string | null;
  isBusy: boolean;
  isFailed: boolean;
  error: ApiError | null;
  /** The deactivation waits for the administrator's yes (and stays open while it runs). */
  isConfirmingDeactivation: boolean;
  invite(request: InviteRequest): void;
  resend(): void;
  copyLink(): void;
  deactivate(): void;
  confirm(): void;
  cancel(): void;
  reactivate(): void;
  /** The account as a newer load of the list has it. */
  sync(account: Account): void;
}

export const accountOf = (user: Pick<RelationUser, 'id' | 'email' | 'status'>): Account => ({
  id: user.id,
  email: user.email,
  status: user.status,
});

const rejectingWithApiError =
  <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    try {
      return await call(...args);
    } catch (error) {
      throw toApiError(error);
    }
  };

const browserClipboard = (text: string) => navigator.clipboard.writeText(text);

/** One account's actions (a row of the users table), or the invite dialog when no account is given. */
export function useInvitation(options: InvitationOptions): InvitationView {
  const latest = useRef(options);
  latest.current = options;
  const actor = useActorRef(
    invitationMachine.provide({
      actors: {
        // Typed as the machine declares it; `said` rides along for announceInvited only.
        invite: fromPromise<
          { account: Account; inviteLink: string | null },
          InviteRequest & { relationId: number }
        >(
          rejectingWithApiError(async ({ input }) => {
            const request = { email: input.email, role: input.role, language: input.language };
            const answer = latest.current.staff
              ? { ...(await inviteStaff(request)), outcome: 'invited' as const, roleChanged: false }
              : await inviteUser(input.relationId, request);
            const { inviteLink, outcome, roleChanged, ...user } = answer;
            // Beside what the machine keeps, what the announcement says (see announceInvited).
            const done = { account: accountOf(user), inviteLink };
            const said: InviteOutcome = {
              email: user.email,
              role: user.role,
              status: user.status,
              outcome,
              roleChanged,
            };
            return Object.assign(done, { said });
          }),
        ),
        resend: fromPromise(
          rejectingWithApiError(async ({ input }) => ({
            inviteLink: (await resendInvitation(input.email)).inviteLink,
          })),
        ),
        deactivate: fromPromise(
          rejectingWithApiError(async ({ input }) =>
            accountOf(
              latest.current.staff
                ? await deactivateStaff(input.userId)
                : await deactivateUser(input.relationId, input.userId),
            ),
          ),
        ),
        reactivate: fromPromise(
          rejectingWithApiError(async ({ input }) =>
            accountOf(
              latest.current.staff
                ? await reactivateStaff(input.userId)
                : await reactivateUser(input.relationId, input.userId),
            ),
          ),
        ),
        copyToClipboard: fromPromise(
          rejectingWithApiError(({ input }) =>
            (latest.current.writeClipboard ?? browserClipboard)(input.text),
          ),
        ),
      },
      actions: {
        announceInvited: ({ event }) => {
          const said = (event as { output?: { said?: InviteOutcome } }).output?.said;
          if (said && latest.current.onInvited) latest.current.onInvited(said);
          else latest.current.onSuccess('users.invited');
        },
        announceResent: () => latest.current.onSuccess('users.invitationResent'),
        announceLinkCopied: () => latest.current.onSuccess('success.directLinkCopied'),
        announceDeactivated: () => latest.current.onSuccess('users.deactivated'),
        announceReactivated: () => latest.current.onSuccess('users.reactivated'),
        announceFailure: ({ context }, { kind }) => {
          if (context.error) latest.current.onFailure(kind, context.error);
        },
        // Every list showing the account loads again.
        accountChanged: () => void invalidateResources(...USER_DATA),
      },
    }),
    { input: { relationId: options.relationId, account: options.account ?? null }, inspect },
  );

  const status = useSelector(actor, (s) =>
    s.matches('invited')
      ? 'invited'
      : s.matches('active')
        ? 'active'
        : s.matches('deactivated')
          ? 'deactivated'
          : 'new',
  );
  const account = useSelector(actor, (s) => s.context.account);
  const inviteLink = useSelector(actor, (s) => s.context.inviteLink);
  const isBusy = useSelector(actor, (s) => s.hasTag('busy'));
  const isFailed = useSelector(actor, (s) => s.hasTag('error'));
  const error = useSelector(actor, (s) => s.context.error);
  const isConfirmingDeactivation = useSelector(actor, (s) => s.hasTag('confirming'));

  const commands = useMemo(
    () => ({
      invite: (request: InviteRequest) => actor.send({ type: 'user.invite', ...request }),
      resend: () => actor.send({ type: 'user.resend' }),
      copyLink: () => actor.send({ type: 'user.copyLink' }),
      deactivate: () => actor.send({ type: 'user.deactivate' }),
      confirm: () => actor.send({ type: 'user.confirm' }),
      cancel: () => actor.send({ type: 'user.cancel' }),
      reactivate: () => actor.send({ type: 'user.reactivate' }),
      sync: (next: Account) => actor.send({ type: 'account.sync', account: next }),
    }),
    [actor],
  );

  return { status, account, inviteLink, isBusy, isFailed, error, isConfirmingDeactivation, ...commands };
}
