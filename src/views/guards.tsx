import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '../machines/session/session.connect';
import { accountPath } from './shared/paths';
import { LoadingIndicator } from './ui/Spinner';

/** Where to go after signing in: only a path inside the portal, never another site or the login itself. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

/** Signed-in pages: a loading indicator while the session is checked, otherwise to login and back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isPending, isAuthorized } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (isPending) return <LoadingIndicator />;
  if (!isAuthorized) {
    const here = search ? `${location}?${search}` : location;
    return <Redirect to={here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`} replace />;
  }
  return children;
}

/**
 * The login page is for signed-out users; a signed-in user goes on to where they were going, or, from the link
 * of an email change, to the account, which says how the change went.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isPending, isAuthorized } = useSession();
  const search = useSearch();
  const emailConfirmed = new URLSearchParams(search).get('emailConfirmed');
  if (isAuthorized) {
    const to = emailConfirmed
      ? `${accountPath}?emailConfirmed=${emailConfirmed === '1' ? 1 : 0}`
      : nextPath(search);
    return <Redirect to={to} replace />;
  }
  if (isPending) return <LoadingIndicator />;
  return children;
}
