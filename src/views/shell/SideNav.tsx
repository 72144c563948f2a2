import { useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { selectionOf } from '../shared/paths';
import { RelationsLoadError } from '../shared/RelationsLoadError';
import { Spinner } from '../ui/Spinner';
import { BottomMenu } from './BottomMenu';
import { RelationList } from './RelationList';

/** The navigation's content: the relations with their buildings, then the bottom menu. */
export function SideNav() {
  const { t } = useI18n();
  const [location] = useLocation();
  const { relations, hasRelationsError } = useSession();
  return (
    <div className="side-nav">
      <nav className="side-nav__relations" aria-label={t('nav.main')}>
        <h2 className="side-nav__heading">{t('nav.relations')}</h2>
        {hasRelationsError ? (
          <RelationsLoadError />
        ) : relations === null ? (
          <Spinner />
        ) : (
          <RelationList relations={relations} {...selectionOf(location)} />
        )}
      </nav>
      <BottomMenu />
    </div>
  );
}
