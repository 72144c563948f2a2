import type { InspectionResult } from '../../../contract/inspection';
import { useI18n } from '../../i18n';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Link } from '../ui/Link';

/** Done: the outcome, the gate's new state, and the way back to the object. */
export function DoneStep({
  result,
  gateState,
  objectPath,
  isSent = true,
}: {
  result: InspectionResult;
  gateState: string | null;
  objectPath: string;
  /** False while the submit waits in the outbox. */
  isSent?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <Alert tone={result === 'conform' ? 'success' : 'info'}>
        <strong>
          {t(result === 'notPossible' ? 'inspection.doneTitleNotPossible' : 'inspection.doneTitle')}
        </strong>
        <p>{t(`inspection.doneResult.${result}`)}</p>
      </Alert>
      {gateState && (
        <p>
          <Badge tone={result === 'conform' ? 'success' : 'error'}>
            {t(`vocabulary.gateState.${gateState}`)}
          </Badge>
        </p>
      )}
      <p>{t(isSent ? 'inspection.doneReport' : 'inspection.doneQueued')}</p>
      <Link variant="button" href={`${objectPath}?tab=documents`} className="button button--primary">
        {t('inspection.toObject')}
      </Link>
    </>
  );
}
