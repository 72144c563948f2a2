import { useLocation } from 'wouter';
import type { PermissionKey } from '../../../contract/permissions';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import {
  accountPath,
  allUsersPath,
  bookPath,
  contactPath,
  failureReportsPath,
  modelsPath,
  myAppointmentsPath,
  providerSettingsPath,
  requestedVisitsPath,
  settingsPath,
} from '../shared/paths';
import { useMayBook } from '../shared/readers';
import { Button } from '../ui/Button';
import { Icon, type IconName } from '../ui/Icon';
import { Link } from '../ui/Link';
import { leave } from '../ui/leave-hold';
import { LanguageSwitch } from './LanguageSwitch';

interface MenuEntry {
  /** Left out: every signed-in user. */
  permission?: PermissionKey;
  href: string;
  icon: IconName;
  /** The i18n key of its text. */
  label: string;
  /** Also the current entry on the pages below it. */
  hasPagesBelow?: boolean;
  /** Shown by a rule of its own instead of one permission. */
  when?: 'mayBook';
}

const entries: MenuEntry[] = [
  // Every signed-in user holds Account.ViewAccount: contact is for everyone.
  { permission: 'Account.ViewAccount', href: contactPath(), icon: 'info', label: 'nav.contact' },
  { permission: 'Relations.ViewAll', href: failureReportsPath, icon: 'gate', label: 'failures.listTitle' },
  {
    permission: 'Settings.ViewSettings',
    href: settingsPath,
    icon: 'settings',
    label: 'nav.settings',
    hasPagesBelow: true,
  },
  {
    permission: 'Settings.ViewDBSSettings',
    href: providerSettingsPath,
    icon: 'building',
    label: 'nav.providerSettings',
  },
  { permission: 'Users.ViewAll', href: allUsersPath, icon: 'relation', label: 'nav.allUsers' },
  { href: accountPath, icon: 'account', label: 'nav.account', hasPagesBelow: true },
  {
    permission: 'Users.MyAppointments',
    href: myAppointmentsPath,
    icon: 'calendar',
    label: 'nav.myAppointments',
  },
  {
    permission: 'ServiceOrders.Create',
    when: 'mayBook',
    href: bookPath(),
    icon: 'calendar',
    label: 'booking.nav.book',
  },
  {
    permission: 'Appointments.Plan',
    href: requestedVisitsPath,
    icon: 'calendar',
    label: 'booking.nav.requested',
  },
  { permission: 'Models.View', href: modelsPath(), icon: 'file', label: 'nav.models', hasPagesBelow: true },
];

/**
 * The bottom of the side navigation. Spec section 6 also puts these entries here; each appears once its
 * screen exists, so the menu never links to nowhere:
 * - account (/account): every signed-in user; contact (/contact) likewise, once it exists;
 * - settings (/settings): Settings.ViewSettings;
 * - provider settings (/dbssettings): Settings.ViewDBSSettings;
 * - all users (/allusers): Users.ViewAll.
 * My appointments (/appointments) is there for holders of Users.MyAppointments, booking a visit (/book) for
 * customers who may book, the requested visits (/book/requested) for holders of Appointments.Plan, the model
 * viewer (/models) for holders of Models.View.
 *
 * In the folded side bar (`compact`) every entry is an icon with its text as its name (and as a tooltip),
 * and home stands in for the relations that no longer fit.
 */
export function BottomMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const { user, logout, hasPermission } = useSession();
  const [location, navigate] = useLocation();
  // Signing out on purpose ends at a plain login: the page left behind is not where the next person signing in
  // on this device should land (an expired session keeps it, to come back to). It is leaving the page too: a
  // page with edits not saved asks first.
  const logOut = () =>
    leave(() => {
      navigate('/', { replace: true });
      logout();
    });
  const mayBook = useMayBook();
  const shown = entries.filter((entry) =>
    entry.when === 'mayBook' ? mayBook : !entry.permission || hasPermission(entry.permission),
  );
  const links: MenuEntry[] = compact
    ? [{ permission: 'Account.ViewAccount', href: '/', icon: 'home', label: 'nav.relations' }, ...shown]
    : shown;
  return (
    <div className={compact ? 'bottom-menu bottom-menu--compact' : 'bottom-menu'}>
      <LanguageSwitch />
      {links.map(({ href, icon, label, hasPagesBelow }) => (
        <Link
          key={href}
          variant="nav"
          className="bottom-menu__link"
          href={href}
          aria-label={compact ? t(label) : undefined}
          data-tooltip={compact ? t(label) : undefined}
          isCurrent={location === href || (hasPagesBelow === true && location.startsWith(`${href}/`))}
        >
          <Icon name={icon} />
          {!compact && t(label)}
        </Link>
      ))}
      {user && !compact && (
        <div className="bottom-menu__user">
          <span className="bottom-menu__name">{user.name}</span>
          <span className="bottom-menu__email">{user.email}</span>
        </div>
      )}
      <Button
        variant={compact ? 'quiet' : 'secondary'}
        className="bottom-menu__logout"
        aria-label={compact ? t('nav.logout') : undefined}
        onPress={logOut}
      >
        <Icon name="logout" />
        {!compact && t('nav.logout')}
      </Button>
    </div>
  );
}
