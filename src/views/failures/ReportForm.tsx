import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { FAILURE_PHOTO_MAX_BYTES, FAILURE_PHOTO_TYPES, publicReportSchema } from '../../../contract/contact';
import { failureKinds, incidentCauses, trafficLights, trafficPossibilities } from '../../../contract/objects';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import type { FailureReportView } from '../../machines/failureReport/failureReport.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Icon } from '../ui/Icon';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { TextField } from '../ui/TextField';

/** "Gate open" is keyed gateOpen in the dictionaries, as the object's failure list does. */
const trafficPossibleKey = { open: 'gateOpen', partiallyOpen: 'partiallyOpen', closed: 'closed' } as const;
const powerSupplyOptions = ['yes', 'no', 'unknown'] as const;
/** The texts' limits, as the contract checks them (the same on the contact form and the public page). */
const limits = {
  incidentDetails: maxLengthOf(publicReportSchema.shape.incidentDetails),
  description: maxLengthOf(publicReportSchema.shape.description),
  reporterName: maxLengthOf(publicReportSchema.shape.reporterName),
};
const photoMaxMegabytes = String(FAILURE_PHOTO_MAX_BYTES / 1024 / 1024);

interface ReportFormProps {
  report: FailureReportView;
  /** The public page has no account behind it: it carries the hidden field robots fill in. */
  isPublic?: boolean;
  /** The choice of location and object, on the contact form. */
  place?: ReactNode;
}

/** The fields of a failure report or question, shared by the contact form and the public page of a gate. */
export function ReportForm({ report, isPublic = false, place }: ReportFormProps) {
  const { t } = useI18n();
  const { draft, errors } = report;
  const isQuestion = draft.kind === 'question';
  const option = (id: string, label: string) => ({ id, label });

  if (report.isSent)
    return (
      <div className="report-sent" role="status">
        <Icon name="check" />
        <h2>{t('failures.sent')}</h2>
        <p>{t('failures.sentText')}</p>
        <Button variant="secondary" onPress={report.startNew}>
          {t('failures.another')}
        </Button>
      </div>
    );

  return (
    <Form errors={errors} onSubmit={report.submit} className="report-form">
      {report.isFailed && report.failure && (
        <Alert tone={report.isWaitingForNetwork ? 'info' : 'error'}>
          <p>{report.isWaitingForNetwork ? t('failures.waitingForNetwork') : errorText(report.failure, t)}</p>
          <div className="report-form__alert-actions">
            <Button variant="secondary" onPress={report.retry}>
              {t('failures.retry')}
            </Button>
            <Button variant="quiet" onPress={report.edit}>
              {t('failures.edit')}
            </Button>
          </div>
        </Alert>
      )}
      <Select
        name="kind"
        label={t('failures.kind')}
        options={failureKinds.map((kind) => option(kind, t(`terms.failureKind.${kind}`)))}
        placeholder={t('failures.choose')}
        selectedKey={draft.kind}
        onSelectionChange={(kind) => report.change({ kind: kind as (typeof failureKinds)[number] })}
        isRequired
      />
      {place}
      {!isQuestion && (
        <fieldset className="report-form__gate">
          <Select
            name="powerSupplyActive"
            label={t('failures.powerSupplyActive')}
            placeholder={t('choose.answer')}
            options={powerSupplyOptions.map((answer) => option(answer, t(`failures.${answer}`)))}
            selectedKey={
              draft.powerSupplyActive === null ? 'unknown' : draft.powerSupplyActive ? 'yes' : 'no'
            }
            onSelectionChange={(answer) =>
              report.change({ powerSupplyActive: answer === 'unknown' ? null : answer === 'yes' })
            }
          />
          <Select
            name="trafficLight"
            label={t('failures.trafficLight')}
            options={trafficLights.map((light) => option(light, t(`terms.trafficLightStatus.${light}`)))}
            placeholder={t('failures.choose')}
            selectedKey={draft.trafficLight}
            onSelectionChange={(light) =>
              report.change({ trafficLight: light as (typeof trafficLights)[number] })
            }
            isRequired
          />
          <Select
            name="trafficPossible"
            label={t('failures.trafficPossible')}
            options={trafficPossibilities.map((answer) =>
              option(answer, t(`terms.trafficPossibleStatus.${trafficPossibleKey[answer]}`)),
            )}
            placeholder={t('failures.choose')}
            selectedKey={draft.trafficPossible}
            onSelectionChange={(answer) =>
              report.change({ trafficPossible: answer as (typeof trafficPossibilities)[number] })
            }
            isRequired
          />
          <Select
            name="incidentCause"
            label={t('failures.incidentCause')}
            options={incidentCauses.map((cause) => option(cause, t(`terms.incidentCauseKind.${cause}`)))}
            placeholder={t('failures.choose')}
            selectedKey={draft.incidentCause}
            onSelectionChange={(cause) =>
              report.change({ incidentCause: cause as (typeof incidentCauses)[number] })
            }
            isRequired
          />
          {draft.incidentCause === 'other' && (
            <TextField
              name="incidentDetails"
              maxLength={limits.incidentDetails}
              label={t('failures.incidentDetails')}
              value={draft.incidentDetails}
              onChange={(incidentDetails) => report.change({ incidentDetails })}
              isRequired
            />
          )}
        </fieldset>
      )}
      <TextArea
        name="description"
        maxLength={limits.description}
        label={t('failures.description')}
        description={t('failures.descriptionHint')}
        value={draft.description}
        onChange={(description) => report.change({ description })}
        isRequired
      />
      <div className="report-form__photos" data-invalid={errors.photos ? true : undefined}>
        <span className="field__label">{isPublic ? t('failures.photo') : t('failures.photos')}</span>
        {draft.photos.length > 0 && (
          <ul className="report-form__photo-list">
            {draft.photos.map((photo) => (
              <li key={photo.id}>
                <span>{photo.name}</span>
                <Button
                  variant="quiet"
                  aria-label={t('failures.removePhoto', { name: photo.name })}
                  onPress={() => report.removePhoto(photo.id)}
                >
                  <Icon name="close" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {(!isPublic || draft.photos.length === 0) && (
          <FileTrigger
            acceptedFileTypes={[...FAILURE_PHOTO_TYPES]}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) report.addPhoto(file);
            }}
          >
            <Button variant="secondary">{t('failures.addPhoto')}</Button>
          </FileTrigger>
        )}
        <span className="field__description">{t('failures.photosHint')}</span>
        {errors.photos && (
          <span className="field__error" role="alert">
            {t(errors.photos, { max: photoMaxMegabytes })}
          </span>
        )}
      </div>
      <fieldset className="report-form__reporter">
        <legend className="field__label">{t('failures.reporter')}</legend>
        <TextField
          name="reporterName"
          maxLength={limits.reporterName}
          label={t('failures.reporterName')}
          autoComplete="name"
          value={draft.reporterName}
          onChange={(reporterName) => report.change({ reporterName })}
          isRequired
        />
        <TextField
          name="reporterPhone"
          type="tel"
          label={t('failures.reporterPhone')}
          autoComplete="tel"
          value={draft.reporterPhone}
          onChange={(reporterPhone) => report.change({ reporterPhone })}
          isRequired
        />
      </fieldset>
      {isPublic && (
        // The honeypot: out of sight and out of the tab order, so only a robot fills it in. A plain input on
        // purpose: it is no control anyone should find.
        <div className="report-form__honeypot" aria-hidden="true">
          <label>
            {t('failures.website')}
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={draft.website}
              onChange={(event) => report.change({ website: event.target.value })}
            />
          </label>
        </div>
      )}
      <div className="report-form__privacy">
        <Checkbox
          name="privacyApproved"
          isSelected={draft.privacyApproved}
          onChange={(privacyApproved) => report.change({ privacyApproved })}
          isInvalid={Boolean(errors.privacyApproved)}
        >
          {t('failures.privacy')}
        </Checkbox>
        {errors.privacyApproved && <span className="field__error">{t(errors.privacyApproved)}</span>}
      </div>
      <div className="form__actions">
        <Button type="submit" isPending={report.isSubmitting}>
          {report.isSubmitting ? t('failures.sending') : t('failures.send')}
        </Button>
      </div>
    </Form>
  );
}
