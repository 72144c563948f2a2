import { useParams } from 'wouter';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { buildingPath, relationPath } from '../shell/relation-paths';
import { TitleTrail } from '../shell/TitleTrail';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { LoadingIndicator } from '../ui/Spinner';

/** The relation page (/buildings/{id}) and, with a building chosen, that building's place in it. */
export function RelationPage() {
  const { t } = useI18n();
  const params = useParams<{ id: string; buildingId?: string }>();
  const { relations } = useSession();
  if (relations === null) return <LoadingIndicator />;

  const relation = relations.find((r) => String(r.pK_PT_RELATION) === params.id);
  const building = relation?.deliveryAdresses.find(
    (b) => String(b.pK_PT_RELATIONDELIVERYADDRESS) === params.buildingId,
  );
  if (!relation || (params.buildingId && !building)) {
    return (
      <>
        <TitleTrail items={[]} />
        <EmptyState title={t('errors.forbidden')} icon="lock" />
      </>
    );
  }

  const trail = building
    ? [{ label: relation.name, href: relationPath(relation.pK_PT_RELATION) }, { label: building.name }]
    : [{ label: relation.name }];
  return (
    <>
      <TitleTrail items={trail} />
      {building ? (
        <>
          <h1>{building.name}</h1>
          <p className="lead">{t('relation.locationOf', { relation: relation.name })}</p>
        </>
      ) : (
        <>
          <h1>{relation.name}</h1>
          <p className="lead">{t('relation.selectLocation')}</p>
        </>
      )}
      <section>
        <h2>{t('relation.locations')}</h2>
        {relation.deliveryAdresses.length === 0 ? (
          <EmptyState title={t('relation.noLocations')} icon="building" />
        ) : (
          <ul className="card-grid">
            {relation.deliveryAdresses.map((b) => (
              <li key={b.pK_PT_RELATIONDELIVERYADDRESS}>
                <Link
                  variant="button"
                  className="card"
                  href={buildingPath(relation.pK_PT_RELATION, b.pK_PT_RELATIONDELIVERYADDRESS)}
                  isCurrent={b === building}
                >
                  <Icon name="building" className="card__icon" />
                  <span className="card__title">{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
