import type { Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { buildingPath } from '../shared/paths';
import { Link } from '../ui/Link';

interface BuildingNavProps {
  relation: Relation;
  buildingId: number | null;
}

/** The buildings (delivery addresses) of one relation. */
export function BuildingNav({ relation, buildingId }: BuildingNavProps) {
  const { t } = useI18n();
  if (relation.deliveryAdresses.length === 0) return null;
  return (
    <ul className="nav-list nav-list--buildings" aria-label={t('nav.buildings')}>
      {relation.deliveryAdresses.map((building) => (
        <li key={building.pK_PT_RELATIONDELIVERYADDRESS}>
          <Link
            variant="nav"
            href={buildingPath(relation.pK_PT_RELATION, building.pK_PT_RELATIONDELIVERYADDRESS)}
            isCurrent={building.pK_PT_RELATIONDELIVERYADDRESS === buildingId}
          >
            {building.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
