import { inspectionDraftSchema } from '../../../contract/inspection';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Button } from '../ui/Button';
import { TextAreaField } from '../ui/TextAreaField';
import { SubmitFailure } from './DepartureStep';
import { PhotoField } from './PhotoField';
import { InternalRemarksField, StepActions, StepErrors, useFieldError } from './StepParts';

/** "Maintenance not possible": a photo, the reason the customer reads, and the internal remarks. */
export function NotPossibleStep({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  const error = useFieldError(wizard);
  return (
    <>
      <p className="lead">{t('inspection.notPossibleIntro')}</p>
      <StepErrors wizard={wizard} />
      <PhotoField wizard={wizard} kind="arrival" errorPath="photos" />
      <TextAreaField
        label={t('inspection.notPossibleReason')}
        value={wizard.draft.notPossibleReason}
        onChange={(notPossibleReason) => wizard.change({ notPossibleReason })}
        errorMessage={error('notPossibleReason')}
        maxLength={maxLengthOf(inspectionDraftSchema.shape.notPossibleReason)}
      />
      <InternalRemarksField wizard={wizard} />
      <SubmitFailure wizard={wizard} />
      <StepActions>
        <Button
          variant="secondary"
          onPress={wizard.isSubmitFailed ? wizard.back : wizard.cancelNotPossible}
          isDisabled={wizard.isBusy}
        >
          {wizard.isSubmitFailed ? t('inspection.back') : t('inspection.cancelNotPossible')}
        </Button>
        {!wizard.isSubmitFailed && (
          <Button onPress={wizard.submit} isPending={wizard.isBusy}>
            {t('inspection.submitNotPossible')}
          </Button>
        )}
      </StepActions>
    </>
  );
}
