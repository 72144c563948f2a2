import { useId } from 'react';
import { conditions, emptyAnswer } from '../../../contract/inspection';
import type { MaintenanceProperty, ObjectChecklist } from '../../../contract/maintenance';
import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { Button } from '../ui/Button';
import { RadioGroup } from '../ui/RadioGroup';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { PhotoField } from './PhotoField';
import { StepActions, StepErrors, useContinueToFirstError, useFieldError } from './StepParts';

const parseValue = (text: string): number | null => {
  const normal = text.trim().replace(',', '.');
  if (normal === '') return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
};

function limitsOf(item: MaintenanceProperty): string | null {
  if (item.limitMax !== null && item.limitMin !== null)
    return `${item.limitMin} – ${item.limitMax} ${item.unit}`;
  if (item.limitMax !== null) return `≤ ${item.limitMax} ${item.unit}`;
  if (item.limitMin !== null) return `≥ ${item.limitMin} ${item.unit}`;
  return null;
}

/** One checkpoint: its condition, its measurement when it has one, the verdict and the remarks. */
function ChecklistItem({ item, wizard }: { item: MaintenanceProperty; wizard: MaintenanceView }) {
  const { t, locale } = useI18n();
  const error = useFieldError(wizard);
  const headingId = useId();
  const answer = wizard.draft.answers[String(item.id)] ?? emptyAnswer;
  const at = (field: string) => `answers.${item.id}.${field}`;
  const answer_ = (patch: Partial<typeof answer>) => wizard.answer(item.id, patch);
  const limits = limitsOf(item);
  return (
    <section className="checklist-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{locale === 'nl' ? item.nameNl : item.nameEn}</h3>
      <p className="checklist-item__expectation">
        <strong>{t('inspection.expectation')}:</strong>{' '}
        {locale === 'nl' ? item.expectationNl : item.expectationEn}
        {item.standard && <span className="checklist-item__standard"> ({item.standard})</span>}
      </p>
      <RadioGroup
        label={t('inspection.condition')}
        look="segmented"
        orientation="horizontal"
        description={t('inspection.conditionHelp', { expected: item.expectedCondition })}
        options={conditions.map((c) => ({
          id: String(c),
          label: String(c),
          detail: t(`inspection.conditions.${c}`),
        }))}
        value={answer.condition === null ? null : String(answer.condition)}
        onChange={(value) => answer_({ condition: Number(value) })}
        errorMessage={error(at('condition'))}
      />
      {item.unit && (
        <TextField
          label={t('inspection.value', { unit: item.unit })}
          description={limits ? t('inspection.valueLimits', { limits }) : undefined}
          inputMode="decimal"
          defaultValue={answer.value === null ? '' : String(answer.value)}
          onChange={(text) => answer_({ value: parseValue(text) })}
          errorMessage={error(at('value'))}
        />
      )}
      <RadioGroup
        label={t('inspection.verdict')}
        look="segmented"
        orientation="horizontal"
        options={[
          { id: 'conform', label: t('inspection.conform') },
          { id: 'notConform', label: t('inspection.notConform') },
        ]}
        value={answer.conform === null ? null : answer.conform ? 'conform' : 'notConform'}
        onChange={(value) => answer_({ conform: value === 'conform' })}
        errorMessage={error(at('conform'))}
      />
      {answer.conform === false && (
        <>
          <TextAreaField
            label={t('inspection.repairRemarks')}
            value={answer.repairRemarks}
            onChange={(repairRemarks) => answer_({ repairRemarks })}
            errorMessage={error(at('repairRemarks'))}
          />
          <PhotoField wizard={wizard} kind="repair" propertyId={item.id} />
        </>
      )}
      <TextAreaField
        label={t('inspection.remarks')}
        rows={2}
        value={answer.remarks}
        onChange={(remarks) => answer_({ remarks })}
        errorMessage={error(at('remarks'))}
      />
    </section>
  );
}

/** Inspection: every checkpoint of the object, group by group. */
export function ChecklistStep({
  wizard,
  checklist,
}: {
  wizard: MaintenanceView;
  checklist: ObjectChecklist;
}) {
  const { t, locale } = useI18n();
  const { summary } = wizard;
  const count = checklist.properties.length;
  const toError = useContinueToFirstError(wizard);
  return (
    <div ref={toError.step} className="inspection-step__fields">
      <p className="lead">{t('inspection.checklistIntro')}</p>
      <p className="checklist-progress" aria-live="polite">
        {t('inspection.progress', { answered: count - summary.unanswered, count })}
      </p>
      <StepErrors wizard={wizard} />
      {checklist.groups
        .map((group) => ({ group, items: checklist.properties.filter((p) => p.groupId === group.id) }))
        .filter(({ items }) => items.length > 0)
        .map(({ group, items }) => (
          <div key={group.id} className="checklist-group">
            <h2>{locale === 'nl' ? group.nameNl : group.nameEn}</h2>
            {items.map((item) => (
              <ChecklistItem key={item.id} item={item} wizard={wizard} />
            ))}
          </div>
        ))}
      <StepActions>
        <Button variant="secondary" onPress={wizard.back}>
          {t('inspection.back')}
        </Button>
        <Button variant="secondary" onPress={wizard.notPossible}>
          {t('inspection.notPossible')}
        </Button>
        <Button onPress={toError.next}>{t('inspection.continue')}</Button>
      </StepActions>
    </div>
  );
}
