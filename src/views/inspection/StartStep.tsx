import type { ObjectChecklist } from '../../../contract/maintenance';
import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { StepActions } from './StepParts';

/** Start: which gate, and whether the inspection can be done at all. */
export function StartStep({ wizard, checklist }: { wizard: MaintenanceView; checklist: ObjectChecklist }) {
  const { t } = useI18n();
  const { object } = checklist;
  return (
    <>
      <dl className="inspection-facts">
        <dt>{t('inspection.object')}</dt>
        <dd>
          {object.serviceobjectnumber} · {object.description}
        </dd>
        <dt>{t('inspection.location')}</dt>
        <dd>
          {object.relationName} · {object.locationName}
        </dd>
        {object.brand && (
          <>
            <dt>{t('inspection.brand')}</dt>
            <dd>
              {object.brand}
              {object.objectType ? ` · ${object.objectType}` : ''}
            </dd>
          </>
        )}
      </dl>
      <p>{t('inspection.items', { count: checklist.properties.length })}</p>
      {wizard.failure && <Alert>{t(`errors.${wizard.failure}`)}</Alert>}
      <StepActions>
        <Button variant="secondary" onPress={wizard.notPossible} isDisabled={wizard.isBusy}>
          {t('inspection.notPossible')}
        </Button>
        <Button onPress={wizard.begin} isPending={wizard.isBusy}>
          {t('inspection.begin')}
        </Button>
      </StepActions>
    </>
  );
}
