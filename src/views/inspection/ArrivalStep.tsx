import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Button } from '../ui/Button';
import { PhotoField } from './PhotoField';
import { CountField, StepActions, StepErrors, useFieldError } from './StepParts';

/** Arrival: the gate as found, photographed, and the speedgate's counter. */
export function ArrivalStep({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  const error = useFieldError(wizard);
  return (
    <>
      <p className="lead">{t('inspection.arrivalIntro')}</p>
      <StepErrors wizard={wizard} />
      <PhotoField wizard={wizard} kind="closedGate" errorPath="photos.closedGate" />
      <PhotoField wizard={wizard} kind="typePlate" errorPath="photos.typePlate" />
      <PhotoField wizard={wizard} kind="arrival" />
      {wizard.ownSpeedgate && (
        <CountField
          label={t('inspection.cycleCountBefore')}
          description={t('inspection.cycleCountHelp')}
          value={wizard.draft.cycleCountBefore}
          errorMessage={error('cycleCountBefore')}
          onChange={(cycleCountBefore) => wizard.change({ cycleCountBefore })}
        />
      )}
      <StepActions>
        <Button variant="secondary" onPress={wizard.notPossible}>
          {t('inspection.notPossible')}
        </Button>
        <Button onPress={wizard.next}>{t('inspection.continue')}</Button>
      </StepActions>
    </>
  );
}
