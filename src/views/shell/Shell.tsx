import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { LazyDialog } from '../ui/LazyDialog';
import { Link } from '../ui/Link';
import { BottomMenu } from './BottomMenu';
import { FailureBoundary } from './FailureBoundary';
import { PoweredBy } from './PoweredBy';
import { useProvider } from './provider';
import { SideNav } from './SideNav';
import { UpdatePrompt } from './UpdatePrompt';

// The network and the outbox of field work, for engineers only: its code (the outbox, the browser's store)
// loads with it.
const FieldSync = lazy(() => import('../shared/FieldSync'));

function Brand() {
  const { t } = useI18n();
  const { logo } = useProvider();
  return (
    <Link href="/" className="brand">
      <img className="brand__logo" src={logo} alt="" />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}

/** The first stop of the Tab key: past the navigation, straight to the page (main, which takes focus). */
function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main" className="skip-link">
      {t('shell.skipToContent')}
    </a>
  );
}

/**
 * The frame of every signed-in page. From 1025px the navigation is a side bar that folds to a narrow
 * strip of icons; below that it opens from a menu button as a dialog.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [location] = useLocation();
  const [isCollapsed, setCollapsed] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isInspector = useSession().hasPermission('Maintenance.Inspect');

  // A choice in the small-screen menu navigates; the menu then gets out of the way.
  useEffect(() => {
    if (location) setMenuOpen(false);
  }, [location]);

  return (
    <div className="shell" data-collapsed={isCollapsed || undefined}>
      <SkipLink />
      <header className="topbar">
        <Button variant="quiet" aria-label={t('nav.openMenu')} onPress={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </Button>
        <Brand />
      </header>
      <aside className="sidebar">
        <div className="sidebar__top">
          {!isCollapsed && <Brand />}
          <Button
            variant="quiet"
            aria-label={t(isCollapsed ? 'nav.expand' : 'nav.collapse')}
            aria-expanded={!isCollapsed}
            onPress={() => setCollapsed(!isCollapsed)}
          >
            <Icon name={isCollapsed ? 'expand' : 'collapse'} />
          </Button>
        </div>
        {isCollapsed ? (
          <nav className="side-nav side-nav--compact" aria-label={t('nav.main')}>
            <BottomMenu compact />
          </nav>
        ) : (
          <SideNav />
        )}
      </aside>
      {/* Its modal loads when it first opens: a desktop, and a phone until the menu is used, does without. */}
      <LazyDialog title={t('nav.main')} placement="side" isOpen={isMenuOpen} onOpenChange={setMenuOpen}>
        <SideNav />
      </LazyDialog>
      <div className="shell__content">
        <main id="main" tabIndex={-1} className="shell__main">
          <UpdatePrompt />
          {isInspector && (
            <Suspense fallback={null}>
              <FieldSync />
            </Suspense>
          )}
          {/* A screen that fails says so here, and the navigation around it still leads elsewhere. */}
          <FailureBoundary>{children}</FailureBoundary>
        </main>
        <PoweredBy />
      </div>
    </div>
  );
}
