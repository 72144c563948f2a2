import { useLocation } from 'wouter';
import type { Relation } from '../../../contract/relations';
import { useI18n } from '../../i18n';
import { relationTarget } from '../shared/paths';
import { ComboBox } from '../ui/ComboBox';
import { leave } from '../ui/leave-hold';

interface RelationChooserProps {
  relations: Relation[];
  relationId: number | null;
}

/** The searchable 'Choose customer' list for users who see many relations. */
export function RelationChooser({ relations, relationId }: RelationChooserProps) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const choose = (key: unknown) => {
    const relation = relations.find((r) => r.pK_PT_RELATION === key);
    if (relation && relation.pK_PT_RELATION !== relationId) leave(() => navigate(relationTarget(relation)));
  };
  return (
    <ComboBox
      label={t('nav.chooseCustomer')}
      placeholder={t('nav.searchCustomer')}
      items={relations.map((r) => ({ id: r.pK_PT_RELATION, label: r.name }))}
      selectedKey={relationId}
      onSelectionChange={choose}
    />
  );
}
