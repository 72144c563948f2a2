import { Redirect } from 'wouter';
import { useSession } from '../../machines/session/session.connect';
import { relationSettingsPath, settingsPath } from '../shared/paths';
import { LoadingIndicator } from '../ui/Spinner';

/**
 * 'Users under settings' (/settings/users): the users the signed-in admin manages. Provider admins manage
 * everyone's (all users); an admin of one relation its users; an admin of several chooses the relation first.
 */
export function SettingsUsers() {
  const { relations, hasPermission } = useSession();
  if (hasPermission('Users.ViewAll')) return <Redirect to="/allusers" replace />;
  if (relations === null) return <LoadingIndicator />;
  const [only, ...others] = relations;
  return (
    <Redirect
      to={only && others.length === 0 ? relationSettingsPath(only.pK_PT_RELATION) : settingsPath}
      replace
    />
  );
}
