import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { quotationReviewPath, relationTarget } from '../shared/paths';
import { RelationsLoadError } from '../shared/RelationsLoadError';
import { TitleTrail } from '../shared/TitleTrail';
import { LazyRelationChooser, RELATION_DROPDOWN_THRESHOLD } from '../shell/LazyRelationChooser';
import { CardLink } from '../ui/CardLink';
import { EmptyState } from '../ui/EmptyState';
import { LoadingIndicator } from '../ui/Spinner';

/** The welcome page with the customer chooser. */
export function Home() {
  const { t } = useI18n();
  const { user, relations, hasRelationsError, hasPermission } = useSession();
  return (
    <>
      <TitleTrail items={[]} />
      <h1>{t('home.welcome', { name: user?.name ?? '' })}</h1>
      <p className="lead">{t('home.intro')}</p>
      {hasRelationsError ? (
        <RelationsLoadError />
      ) : relations === null ? (
        <LoadingIndicator />
      ) : relations.length === 0 ? (
        <EmptyState title={t('nav.noRelations')} icon="relation" />
      ) : relations.length > RELATION_DROPDOWN_THRESHOLD ? (
        <>
          {/* The expanded side bar holds this chooser already; the page shows it where the side bar does not. */}
          <section className="panel home-chooser">
            <p>{t('home.chooseRelation')}</p>
            <LazyRelationChooser relations={relations} relationId={null} />
          </section>
          <p className="home-chooser-hint">{t('shell.chooseInSideBar')}</p>
        </>
      ) : (
        <section>
          <p>{t('home.chooseRelation')}</p>
          <ul className="card-grid" aria-label={t('nav.relations')}>
            {relations.map((relation) => (
              <li key={relation.pK_PT_RELATION}>
                <CardLink
                  href={relationTarget(relation)}
                  icon="relation"
                  title={relation.name}
                  meta={t('home.locationCount', { count: relation.deliveryAdresses.length })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {hasPermission('ServiceOrders.ViewAll') && (
        <section aria-labelledby="home-to-handle">
          <h2 id="home-to-handle">{t('home.toHandle')}</h2>
          <ul className="card-grid">
            <li>
              <CardLink
                href={quotationReviewPath}
                icon="file"
                title={t('home.quotations')}
                meta={t('home.quotationsMeta')}
              />
            </li>
          </ul>
        </section>
      )}
    </>
  );
}
