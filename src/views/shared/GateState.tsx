import type { ServiceObject } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import { Badge } from '../ui/Badge';

/** States in which the gate does not do its work: shown red. */
const stopped = new Set<string>(['failure', 'outOfService']);

/** The gate state in the chosen language, and the failures still open. */
export function GateState({ object }: { object: Pick<ServiceObject, 'gateState' | 'openFailures'> }) {
  const { t } = useI18n();
  return (
    <span className="badges">
      {object.gateState ? (
        <Badge tone={stopped.has(object.gateState) ? 'error' : undefined}>
          {t(`vocabulary.gateState.${object.gateState}`)}
        </Badge>
      ) : (
        '–'
      )}
      {object.openFailures > 0 && (
        <Badge tone="error">{t('object.openFailures', { count: object.openFailures })}</Badge>
      )}
    </span>
  );
}
