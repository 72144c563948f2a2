import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { readSignature } from '../../services/inspection-store';
import { SignatureField } from '../shared/SignatureField';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { StepActions, StepErrors, useFieldError } from './StepParts';

/** The approval summary of spec section 4: how many items are conform and how many are not. */
export function ApprovalSummary({ wizard }: { wizard: MaintenanceView }) {
  const { t } = useI18n();
  return (
    <section className="approval-summary" aria-labelledby="approval-summary">
      <h2 id="approval-summary">{t('inspection.summary')}</h2>
      <p className="approval-summary__conform">
        {t('inspection.summaryConform', { count: wizard.summary.conform })}
      </p>
      <p className={wizard.summary.notConform > 0 ? 'approval-summary__not-conform' : undefined}>
        {t('inspection.summaryNotConform', { count: wizard.summary.notConform })}
      </p>
    </section>
  );
}

/** Approval: the customer signs (name and signature), or the engineer continues without approval. */
export function ApprovalStep({ wizard, inspectionId }: { wizard: MaintenanceView; inspectionId: string }) {
  const { t } = useI18n();
  const error = useFieldError(wizard);
  return (
    <>
      <ApprovalSummary wizard={wizard} />
      <StepErrors wizard={wizard} />
      {wizard.isSigning ? (
        <>
          <TextField
            label={t('inspection.signerName')}
            autoComplete="name"
            value={wizard.draft.signerName}
            onChange={(signerName) => wizard.change({ signerName })}
            errorMessage={error('signerName')}
          />
          <SignatureField
            signatureKey={inspectionId}
            label={t('inspection.signature')}
            help={t('inspection.signatureHelp')}
            clearLabel={t('inspection.clearSignature')}
            readStored={() => readSignature(inspectionId)}
            isSigned={wizard.draft.signed}
            errorMessage={error('signature')}
            onPending={wizard.signaturePending}
            onSigned={(png, _dataUrl, ink) => wizard.signed(png, ink)}
            onLost={wizard.signatureLost}
            onCleared={wizard.clearSignature}
            typed={{ name: wizard.draft.signerName, label: t('inspection.signTyped') }}
          />
          <StepActions>
            <Button variant="secondary" onPress={wizard.back}>
              {t('inspection.back')}
            </Button>
            <Button onPress={wizard.next}>{t('inspection.continue')}</Button>
          </StepActions>
        </>
      ) : (
        <>
          <p>{t('inspection.approvalIntro')}</p>
          <StepActions>
            <Button variant="secondary" onPress={wizard.back}>
              {t('inspection.back')}
            </Button>
            <Button variant="secondary" onPress={wizard.continueWithoutApproval}>
              {t('inspection.withoutApproval')}
            </Button>
            <Button onPress={wizard.sign}>{t('inspection.sign')}</Button>
          </StepActions>
        </>
      )}
    </>
  );
}
