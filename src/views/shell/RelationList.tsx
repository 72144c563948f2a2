import type { Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { relationTarget, type Selection } from '../shared/paths';
import { Link } from '../ui/Link';
import { BuildingNav } from './BuildingNav';
import { LazyRelationChooser, RELATION_DROPDOWN_THRESHOLD } from './LazyRelationChooser';

interface RelationListProps extends Selection {
  relations: Relation[];
}

/**
 * The relations in the side navigation, in one of four forms by their number: none, one (with its
 * buildings beneath), a link list up to ten, and a searchable chooser above ten.
 */
export function RelationList({ relations, relationId, buildingId }: RelationListProps) {
  const { t } = useI18n();
  const current = relations.find((r) => r.pK_PT_RELATION === relationId) ?? null;

  if (relations.length === 0) return <p className="nav-empty">{t('nav.noRelations')}</p>;

  if (relations.length === 1) {
    const [only] = relations;
    return (
      <div className="relation-single">
        <Link
          variant="nav"
          className="nav-relation"
          href={relationTarget(only)}
          isCurrent={only.pK_PT_RELATION === relationId && buildingId === null}
        >
          {only.name}
        </Link>
        <BuildingNav relation={only} buildingId={buildingId} />
      </div>
    );
  }

  if (relations.length > RELATION_DROPDOWN_THRESHOLD) {
    return (
      <div className="relation-chooser">
        <LazyRelationChooser relations={relations} relationId={relationId} />
        {current && <BuildingNav relation={current} buildingId={buildingId} />}
      </div>
    );
  }

  return (
    <ul className="nav-list" aria-label={t('nav.relations')}>
      {relations.map((relation) => (
        <li key={relation.pK_PT_RELATION}>
          <Link
            variant="nav"
            className="nav-relation"
            href={relationTarget(relation)}
            isCurrent={relation === current && buildingId === null}
          >
            {relation.name}
          </Link>
          {relation === current && <BuildingNav relation={relation} buildingId={buildingId} />}
        </li>
      ))}
    </ul>
  );
}
