import './texts';
import { useEffect, useRef } from 'react';
import {
  declineNeedsText,
  declineReasons,
  isDecidable,
  type QuotationRecord,
  totalsOf,
} from '../../../contract/quotation-approval';
import { useI18n } from '../../i18n';
import { useQuotationApproval } from '../../machines/quotationApproval/quotationApproval.connect';
import type { ApiError } from '../../services/api-error';
import { SignatureField } from '../shared/SignatureField';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { LeaveGuard } from '../ui/LeaveGuard';
import { Link } from '../ui/Link';
import { Select } from '../ui/Select';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import './quotations.css';
import { useTotalText } from './total-text';

interface QuotationDecisionProps {
  quotation: QuotationRecord;
  user: { id: string; name: string; function: string };
}

/** The heading of each step of the decision. */
const titles = {
  read: 'quotationApproval.decision',
  accept: 'quotationApproval.acceptTitle',
  sign: 'quotationApproval.signTitle',
  decline: 'quotationApproval.declineTitle',
  question: 'quotationApproval.askTitle',
} as const;

/**
 * The customer's decision on a submitted or revised quotation: accept (the form, then the signature), decline
 * with a reason, or ask for a change. The draft and signature are kept in the browser, so a reload returns to
 * the same step; someone who decided first, or a newer version, is said in words.
 */
export function QuotationDecision({ quotation, user }: QuotationDecisionProps) {
  const { t, formatDate } = useI18n();
  const view = useQuotationApproval({
    userId: user.id,
    quotation: {
      quotationId: quotation.pK_R_OFFER,
      version: quotation.version,
      contentSha256: quotation.contentSha256,
    },
    prefill: { signerName: user.name, signerFunction: user.function },
  });
  const { draft } = view;
  const error = (field: string) => (view.errors[field] ? t(view.errors[field]!) : undefined);
  const total = useTotalText()(totalsOf(quotation.amount, quotation.vatRate));
  // Each new step is announced where it starts: focus moves to its heading (a keyboard user stays in place).
  const { step } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  // The outcome takes the focus too: the section that had it is gone.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view.decided) outcome.current?.focus();
  }, [view.decided]);

  const failureText = (failure: ApiError) => {
    const details = failure.details ?? {};
    if (failure.code === 'quotationExpired')
      return t('quotationApproval.expired', { date: formatDate(String(details.validUntil)) });
    if (failure.status === 0) return t('quotationApproval.offline');
    return errorText(failure, t);
  };

  if (view.decided)
    return (
      <div ref={outcome} tabIndex={-1}>
        <Alert tone="success">
          <p>
            {t(
              `quotationApproval.${view.decided === 'accept' ? 'accepted' : view.decided === 'decline' ? 'declined' : 'questioned'}`,
            )}
          </p>
        </Alert>
      </div>
    );

  if (view.isConflict && view.conflict) {
    const details = view.conflict.details;
    const text =
      view.conflict.code === 'quotationAlreadyDecided'
        ? t('quotationApproval.conflictDecided', {
            decision: t(
              `quotationApproval.decisions.${details.decision === 'declined' ? 'declined' : 'accepted'}`,
            ),
            by: String(details.by ?? ''),
            at: formatDate(String(details.at), { dateStyle: 'long', timeStyle: 'short' }),
          })
        : t('quotationApproval.conflictStale', { version: String(details.version ?? '') });
    return (
      <Alert>
        <p className="quotation-signer">{text}</p>
        <div className="quotation-decision__actions">
          <Button variant="secondary" onPress={view.reload}>
            {t('quotationApproval.reload')}
          </Button>
        </div>
      </Alert>
    );
  }

  // Decided before this page opened: nothing is left to decide here. Expired: only a new version can be asked.
  if (!isDecidable(quotation.status)) return null;
  if (view.isRestoring) return <p className="muted">{t('quotationApproval.restoring')}</p>;

  const cancel = (
    <Button variant="quiet" onPress={view.cancel} isDisabled={view.isSubmitting}>
      {t('quotationApproval.cancel')}
    </Button>
  );
  const failed = view.isFailed && view.failure && (
    <Alert tone={view.failure.status === 0 ? 'info' : 'error'}>
      <p>{failureText(view.failure)}</p>
      <div className="quotation-decision__actions">
        <Button variant="secondary" onPress={view.retry}>
          {t('quotationApproval.retry')}
        </Button>
        {cancel}
      </div>
    </Alert>
  );
  const intent = draft.intent;

  return (
    <section className="page-section quotation-decision" aria-labelledby="quotation-decision">
      {/* A decision waiting for the network is sent by this page: leaving it, or logging out, asks first. */}
      <LeaveGuard
        when={view.waitsForNetwork}
        texts={{
          title: t('quotationApproval.waiting.title'),
          question: t('quotationApproval.waiting.question'),
          stay: t('quotationApproval.waiting.stay'),
          leave: t('quotationApproval.waiting.leave'),
        }}
      />
      <h2 id="quotation-decision" ref={heading} tabIndex={-1}>
        {t(titles[step])}
      </h2>
      {failed}
      {view.isReading && quotation.expired && (
        <div className="quotation-decision__actions">
          <Button onPress={view.ask}>{t('quotationApproval.askNewVersion')}</Button>
        </div>
      )}
      {view.isReading && !quotation.expired && (
        <>
          <p>{t('quotationApproval.decisionIntro')}</p>
          <div className="quotation-decision__actions">
            <Button onPress={view.accept}>{t('quotationApproval.accept')}</Button>
            <Button variant="secondary" onPress={view.ask}>
              {t('quotationApproval.ask')}
            </Button>
            <Button variant="secondary" onPress={view.decline}>
              {t('quotationApproval.decline')}
            </Button>
          </div>
        </>
      )}
      {view.isAccepting && (
        <Form errors={view.errors} onSubmit={view.continueToSignature} className="quotation-decision__form">
          <p>{t('quotationApproval.acceptIntro')}</p>
          <TextField
            name="signerName"
            label={t('quotationApproval.signerName')}
            autoComplete="name"
            value={draft.signerName}
            onChange={(signerName) => view.change({ signerName })}
            errorMessage={error('signerName')}
            maxLength={100}
            isRequired
          />
          <TextField
            name="signerFunction"
            label={t('quotationApproval.signerFunction')}
            autoComplete="organization-title"
            value={draft.signerFunction}
            onChange={(signerFunction) => view.change({ signerFunction })}
            errorMessage={error('signerFunction')}
            maxLength={100}
            isRequired
          />
          <TextField
            name="poNumber"
            label={t('quotationApproval.poNumber')}
            value={draft.poNumber}
            onChange={(poNumber) => view.change({ poNumber })}
            errorMessage={error('poNumber')}
            maxLength={50}
          />
          <TextAreaField
            name="remark"
            label={t('quotationApproval.remark')}
            value={draft.remark}
            onChange={(remark) => view.change({ remark })}
            errorMessage={error('remark')}
            maxLength={1000}
          />
          <div className="quotation-decision__terms">
            <Checkbox
              name="termsAccepted"
              isSelected={draft.termsAccepted}
              onChange={(termsAccepted) => view.change({ termsAccepted })}
              isInvalid={!!view.errors.termsAccepted}
            >
              {quotation.termsUrl ? t('quotationApproval.terms') : t('quotationApproval.termsPlain')}
            </Checkbox>
            {quotation.termsUrl && (
              <Link href={quotation.termsUrl} target="_blank" rel="noopener noreferrer">
                {t('quotationApproval.termsLink')}
                <span aria-hidden="true"> ↗</span>
                <span className="visually-hidden"> {t('quotationApproval.opensInNewTab')}</span>
              </Link>
            )}
            {error('termsAccepted') && (
              <p className="field__error" role="alert">
                {error('termsAccepted')}
              </p>
            )}
          </div>
          <div className="quotation-decision__actions">
            <Button type="submit">{t('quotationApproval.toSignature')}</Button>
            {cancel}
          </div>
        </Form>
      )}
      {(view.isSigning || (view.isSubmitting && intent === 'accept')) && (
        <div className="quotation-decision__form">
          <p>
            {t('quotationApproval.signIntro', {
              number: quotation.quotationNumber,
              version: String(quotation.version),
              total,
            })}
          </p>
          <SignatureField
            signatureKey={`${quotation.pK_R_OFFER}-${quotation.version}`}
            label={t('quotationApproval.signature')}
            help={t('quotationApproval.signatureHelp')}
            clearLabel={t('quotationApproval.clearSignature')}
            isSigned={draft.signature !== null}
            readStored={async () => draft.signature}
            errorMessage={error('signature')}
            onSigned={(_png, dataUrl, ink) => view.signed(dataUrl, ink)}
            onCleared={view.clearSignature}
            typed={{ name: draft.signerName, label: t('quotationApproval.signTyped') }}
          />
          <div className="quotation-decision__actions">
            <Button onPress={view.submit} isPending={view.isSubmitting}>
              {t('quotationApproval.submitAccept')}
            </Button>
            <Button variant="secondary" onPress={view.back} isDisabled={view.isSubmitting}>
              {t('quotationApproval.back')}
            </Button>
            {cancel}
          </div>
        </div>
      )}
      {(view.isDeclining || (view.isSubmitting && intent === 'decline')) && (
        <Form errors={view.errors} onSubmit={view.submit} className="quotation-decision__form">
          <Select
            name="reason"
            label={t('quotationApproval.reason')}
            placeholder={t('quotationApproval.chooseReason')}
            options={declineReasons.map((id) => ({ id, label: t(`quotationApproval.reasons.${id}`) }))}
            selectedKey={draft.reason}
            onSelectionChange={(reason) => view.change({ reason: reason as (typeof declineReasons)[number] })}
            errorMessage={error('reason')}
            isRequired
          />
          <TextAreaField
            name="text"
            label={t(
              declineNeedsText(draft.reason)
                ? 'quotationApproval.declineTextRequired'
                : 'quotationApproval.declineText',
            )}
            value={draft.declineText}
            onChange={(declineText) => view.change({ declineText })}
            errorMessage={error('text')}
            isRequired={declineNeedsText(draft.reason)}
            maxLength={2000}
          />
          <div className="quotation-decision__actions">
            <Button type="submit" isPending={view.isSubmitting}>
              {t('quotationApproval.submitDecline')}
            </Button>
            {cancel}
          </div>
        </Form>
      )}
      {(view.isAsking || (view.isSubmitting && intent === 'question')) && (
        <Form errors={view.errors} onSubmit={view.submit} className="quotation-decision__form">
          <TextAreaField
            name="text"
            label={t('quotationApproval.question')}
            value={draft.question}
            onChange={(question) => view.change({ question })}
            errorMessage={error('text')}
            maxLength={2000}
            rows={4}
            isRequired
          />
          <div className="quotation-decision__actions">
            <Button type="submit" isPending={view.isSubmitting}>
              {t('quotationApproval.submitAsk')}
            </Button>
            {cancel}
          </div>
        </Form>
      )}
    </section>
  );
}
