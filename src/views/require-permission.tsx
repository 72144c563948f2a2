import type { ReactNode } from 'react';
import type { PermissionKey } from '../../contract/permissions';
import { useSession } from '../machines/session/session.connect';
import { NotAuthorized } from './NotAuthorized';

/** A page for holders of at least one of these permissions; anyone else sees 'Not authorized'. */
export function RequirePermission({
  anyOf,
  children,
}: {
  anyOf: readonly PermissionKey[];
  children: ReactNode;
}) {
  const { hasPermission } = useSession();
  return anyOf.some((key) => hasPermission(key)) ? children : <NotAuthorized />;
}
