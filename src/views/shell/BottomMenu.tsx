import { useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The bottom of the side navigation. Spec section 6 also puts these entries here; each appears once its
 * screen exists, so the menu never links to nowhere:
 * - contact (/contact) and account (/account): every signed-in user;
 * - settings (/settings): Settings.ViewSettings;
 * - provider settings (/dbssettings): Settings.ViewDBSSettings;
 * - all users (/allusers): Users.ViewAll.
 * My appointments (/appointments) is there for holders of Users.MyAppointments.
 */
export function BottomMenu() {
  const { t } = useI18n();
  const { user, logout, hasPermission } = useSession();
  const [location] = useLocation();
  return (
    <div className="bottom-menu">
      <LanguageSwitch />
      {hasPermission('Settings.ViewSettings') && (
        <Link
          variant="nav"
          className="bottom-menu__link"
          href="/settings"
          isCurrent={location === '/settings' || location.startsWith('/settings/')}
        >
          <Icon name="settings" />
          {t('nav.settings')}
        </Link>
      )}
      {hasPermission('Settings.ViewDBSSettings') && (
        <Link
          variant="nav"
          className="bottom-menu__link"
          href="/dbssettings"
          isCurrent={location === '/dbssettings'}
        >
          <Icon name="building" />
          {t('nav.providerSettings')}
        </Link>
      )}
      {hasPermission('Users.ViewAll') && (
        <Link
          variant="nav"
          className="bottom-menu__link"
          href="/allusers"
          isCurrent={location === '/allusers'}
        >
          <Icon name="relation" />
          {t('nav.allUsers')}
        </Link>
      )}
      {hasPermission('Users.MyAppointments') && (
        <Link
          variant="nav"
          className="bottom-menu__link"
          href="/appointments"
          isCurrent={location === '/appointments'}
        >
          <Icon name="calendar" />
          {t('nav.myAppointments')}
        </Link>
      )}
      {user && (
        <div className="bottom-menu__user">
          <span className="bottom-menu__name">{user.name}</span>
          <span className="bottom-menu__email">{user.email}</span>
        </div>
      )}
      <Button variant="secondary" className="bottom-menu__logout" onPress={logout}>
        <Icon name="logout" />
        {t('nav.logout')}
      </Button>
    </div>
  );
}
