import { useState } from 'react';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { relationSettingsPath } from '../shared/paths';
import { SettingsTrail } from '../shared/SettingsTrail';
import { CardLink } from '../ui/CardLink';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { SearchField } from '../ui/SearchField';
import { LoadingIndicator } from '../ui/Spinner';

/** A long list is cut here: provider staff see every relation, and a search finds the one they mean. */
const SHOWN = 60;

/** Settings (/settings): the relations whose users the signed-in admin manages. */
export function SettingsIndex() {
  const { t } = useI18n();
  const { relations, hasPermission } = useSession();
  const [query, setQuery] = useState('');
  const matches = (relations ?? []).filter((r) => r.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <>
      <SettingsTrail />
      <div className="page-header">
        <h1>{t('settings.title')}</h1>
        {hasPermission('Users.ViewAll') && (
          <Link variant="button" className="button button--secondary" href="/permission-manager">
            <Icon name="lock" />
            {t('settings.permissionManager')}
          </Link>
        )}
      </div>
      <p className="lead">{t('settings.intro')}</p>
      {relations === null ? (
        <LoadingIndicator />
      ) : relations.length === 0 ? (
        <EmptyState title={t('nav.noRelations')} icon="relation" />
      ) : (
        <section>
          {relations.length > SHOWN / 2 && (
            <div className="paged-list__toolbar">
              <SearchField label={t('settings.search')} value={query} onSearch={setQuery} />
            </div>
          )}
          {matches.length === 0 ? (
            <EmptyState title={t('settings.noMatches', { q: query })} icon="search" />
          ) : (
            <ul className="card-grid" aria-label={t('nav.relations')}>
              {matches.slice(0, SHOWN).map((relation) => (
                <li key={relation.pK_PT_RELATION}>
                  <CardLink
                    href={relationSettingsPath(relation.pK_PT_RELATION)}
                    icon="relation"
                    title={relation.name}
                    meta={t('home.locationCount', { count: relation.deliveryAdresses.length })}
                  />
                </li>
              ))}
            </ul>
          )}
          {matches.length > SHOWN && (
            <p className="muted">{t('settings.more', { count: matches.length - SHOWN })}</p>
          )}
        </section>
      )}
    </>
  );
}
