import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PhotoField } from './PhotoField';
import { CountField, InternalRemarksField, StepActions, StepErrors, useFieldError } from './StepParts';

/** A failed submit: why, and a retry; every answer is still here. */
export function SubmitFailure({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  if (!wizard.isSubmitFailed) return null;
  return (
    <Alert>
      <p>{t('inspection.submitFailed', { error: t(`errors.${wizard.failure ?? 'network'}`) })}</p>
      <Button variant="secondary" onPress={wizard.retry}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}

/** Departure: the gate as left, the counter, the engineer's internal remarks, and the submit. */
export function DepartureStep({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  const error = useFieldError(wizard);
  return (
    <>
      <p className="lead">
        {wizard.draft.approval === 'signed'
          ? t('inspection.approvedBy', { name: wizard.draft.signerName })
          : t('inspection.notApproved')}
      </p>
      <p>{t('inspection.departureIntro')}</p>
      <StepErrors wizard={wizard} />
      <PhotoField wizard={wizard} kind="departure" errorPath="photos.departure" />
      {wizard.ownSpeedgate && (
        <CountField
          label={t('inspection.cycleCountAfter')}
          description={t('inspection.cycleCountHelp')}
          value={wizard.draft.cycleCountAfter}
          errorMessage={error('cycleCountAfter')}
          onChange={(cycleCountAfter) => wizard.change({ cycleCountAfter })}
        />
      )}
      <InternalRemarksField wizard={wizard} />
      <SubmitFailure wizard={wizard} />
      <StepActions>
        <Button variant="secondary" onPress={wizard.back} isDisabled={wizard.isBusy}>
          {t('inspection.back')}
        </Button>
        {!wizard.isSubmitFailed && (
          <Button onPress={wizard.submit} isPending={wizard.isBusy}>
            {t('inspection.submit')}
          </Button>
        )}
      </StepActions>
    </>
  );
}
