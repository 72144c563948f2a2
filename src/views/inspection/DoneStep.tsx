import type { InspectionResult } from '../../../contract/inspection';
import { useI18n } from '../../i18n';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Link } from '../ui/Link';

/** What became of the report: waiting to be sent, filed, mailed, or filed but mailed to nobody. */
const reportText = (isSent: boolean, mailedTo: number | undefined) =>
  !isSent
    ? 'inspection.doneQueued'
    : mailedTo === undefined
      ? 'inspection.doneReportFiled'
      : mailedTo === 0
        ? 'inspection.doneReportNotMailed'
        : 'inspection.doneReport';

/** Done: the outcome, the gate's new state, and the way back to the object. */
export function DoneStep({
  result,
  gateState,
  objectPath,
  isSent = true,
  mailedTo,
}: {
  result: InspectionResult;
  gateState: string | null;
  objectPath: string;
  /** False while the submit waits in the outbox. */
  isSent?: boolean;
  /** To how many of the customer's people the report was mailed; undefined when the server did not say. */
  mailedTo?: number;
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
      <p>{t(reportText(isSent, mailedTo))}</p>
      <Link variant="button" href={`${objectPath}?tab=documents`} className="button button--primary">
        {t('inspection.toObject')}
      </Link>
    </>
  );
}
