import { useSession } from '../../machines/session/session.connect';

/**
 * Whether the signed-in user may change other users at all (spec section 6): a company or provider admin
 * does; a read-only user never does, even with a permission granted on top. The server decides per user.
 */
export function useManagesUsers(): boolean {
  const { user, hasPermission } = useSession();
  if (!user || user.role === 'readonlyuser') return false;
  return hasPermission('Users.Invite') || hasPermission('Users.InviteDBS');
}
