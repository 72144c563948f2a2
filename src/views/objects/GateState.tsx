import type { ServiceObject } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import { Badge } from '../ui/Badge';

/** The gate state as the ERP words it, and the failures still open. */
export function GateState({ object }: { object: Pick<ServiceObject, 'gateState' | 'openFailures'> }) {
  const { t } = useI18n();
  return (
    <span className="badges">
      {object.gateState ? <Badge>{object.gateState}</Badge> : '–'}
      {object.openFailures > 0 && (
        <Badge tone="error">{t('object.openFailures', { count: object.openFailures })}</Badge>
      )}
    </span>
  );
}
