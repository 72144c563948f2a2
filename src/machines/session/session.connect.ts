import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Language, Profile } from '../../../contract/identity';
import type { PermissionKey } from '../../../contract/permissions';
import type { Relation } from '../../../contract/relations';
import { useActors } from '../../actors';

export interface SessionView {
  isPending: boolean;
  isAuthorized: boolean;
  isUnauthorized: boolean;
  user: Profile | null;
  /** The last session ended by itself (inactivity, a login that ran out), not by a logout. */
  hasExpired: boolean;
  /** 'Unauthorized access' when unauthorized. */
  error: string | null;
  /** Null while loading. */
  relations: Relation[] | null;
  isLoadingRelations: boolean;
  /** The relations could not be loaded; `reloadRelations()` tries again. */
  hasRelationsError: boolean;
  /** True only when authorized and holding every one of the permissions. */
  hasPermission(keys: PermissionKey | PermissionKey[]): boolean;
  recheck(): void;
  /** Calls /Identity/Logout, clears the stored login, re-checks. */
  logout(): void;
  reloadRelations(): void;
  /** The server's answer to a change of the user's own profile. */
  profileChanged(user: Profile): void;
  /** The flag chose a language: kept on a signed-in user's profile. */
  languageChosen(language: Language): void;
}

export function useSession(): SessionView {
  const { session } = useActors();
  const isPending = useSelector(session, (s) => s.hasTag('pending'));
  const isAuthorized = useSelector(session, (s) => s.matches('authorized'));
  const isUnauthorized = useSelector(session, (s) => s.matches('unauthorized'));
  const user = useSelector(session, (s) => s.context.user);
  const error = useSelector(session, (s) => s.context.error);
  const hasExpired = useSelector(session, (s) => s.context.expired);
  const relations = useSelector(session, (s) => s.context.relations);
  const isLoadingRelations = useSelector(session, (s) => s.hasTag('loadingRelations'));
  const hasRelationsError = useSelector(session, (s) => s.hasTag('relationsError'));

  const hasPermission = useCallback(
    (keys: PermissionKey | PermissionKey[]) =>
      isAuthorized &&
      user !== null &&
      (Array.isArray(keys) ? keys : [keys]).every((k) => user.permissions[k] === true),
    [isAuthorized, user],
  );
  const commands = useMemo(
    () => ({
      recheck: () => session.send({ type: 'session.recheck' }),
      logout: () => session.send({ type: 'session.logout' }),
      reloadRelations: () => session.send({ type: 'relations.reload' }),
      profileChanged: (user: Profile) => session.send({ type: 'profile.changed', user }),
      languageChosen: (language: Language) => session.send({ type: 'language.chosen', language }),
    }),
    [session],
  );

  return {
    isPending,
    isAuthorized,
    isUnauthorized,
    hasExpired,
    user,
    error,
    relations,
    isLoadingRelations,
    hasRelationsError,
    hasPermission,
    ...commands,
  };
}
