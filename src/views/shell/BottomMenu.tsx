import { useLocation } from 'wouter';
import type { PermissionKey } from '../../../contract/permissions';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Button } from '../ui/Button';
import { Icon, type IconName } from '../ui/Icon';
import { Link } from '../ui/Link';
import { LanguageSwitch } from './LanguageSwitch';

interface MenuEntry {
  permission: PermissionKey;
  href: string;
  icon: IconName;
  /** The i18n key of its text. */
  label: string;
  /** Also the current entry on the pages below it. */
  hasPagesBelow?: boolean;
}

const entries: MenuEntry[] = [
  {
    permission: 'Settings.ViewSettings',
    href: '/settings',
    icon: 'settings',
    label: 'nav.settings',
    hasPagesBelow: true,
  },
  {
    permission: 'Settings.ViewDBSSettings',
    href: '/dbssettings',
    icon: 'building',
    label: 'nav.providerSettings',
  },
  { permission: 'Users.ViewAll', href: '/allusers', icon: 'relation', label: 'nav.allUsers' },
  {
    permission: 'Users.MyAppointments',
    href: '/appointments',
    icon: 'calendar',
    label: 'nav.myAppointments',
  },
];

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
      {entries
        .filter((entry) => hasPermission(entry.permission))
        .map(({ href, icon, label, hasPagesBelow }) => (
          <Link
            key={href}
            variant="nav"
            className="bottom-menu__link"
            href={href}
            isCurrent={location === href || (hasPagesBelow === true && location.startsWith(`${href}/`))}
          >
            <Icon name={icon} />
            {t(label)}
          </Link>
        ))}
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
