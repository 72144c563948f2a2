import './texts';
import { disableSecondFactorSchema, secondFactorCodeBodySchema } from '../../../contract/second-factor';
import { noInputSchema } from '../../../contract/sessions';
import { useI18n } from '../../i18n';
import type { FieldErrors } from '../../machines/formSubmission';
import { useSecondFactorSettings } from '../../machines/secondFactorSettings/secondFactorSettings.connect';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  SECOND_FACTOR_KEY,
  secondFactorState,
  startEnrolment,
} from '../../services/account-security';
import type { ApiError } from '../../services/api-error';
import { useData } from '../../services/portal-data/use-data';
import { AuthenticatorSecret, RecoveryCodeList } from '../shared/AuthenticatorSecret';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

/** A refused code or password belongs at its field; anything else is said above the buttons. */
const fieldOf: Record<string, string> = { invalidSecondFactorCode: 'Code', wrongPassword: 'Password' };
const placed = (errors: FieldErrors | undefined, failure: ApiError | null) => {
  const field = failure?.code ? fieldOf[failure.code] : undefined;
  return field
    ? { errors: { ...errors, [field]: `errors.${failure?.code}` }, failure: null }
    : { errors, failure };
};

/** What the step's form needs of its submission, whichever call it makes. */
interface StepForm {
  errors: FieldErrors | undefined;
  failure: ApiError | null;
  isSubmitting: boolean;
  submit(values: Record<string, unknown>): void;
  edit(field: string, values: Record<string, unknown>): void;
  reset(): void;
}

const valuesOf = (values: FormData) => ({
  Code: String(values.get('Code') ?? '').replace(/\s/g, ''),
  Password: values.get('Password') ?? '',
});

/** The step's first field takes the focus as the step opens: the section's button that had it is gone. */
function CodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      autoFocus={autoFocus}
      name="Code"
      label={t('secondFactorSettings.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={8}
      isRequired
    />
  );
}

/**
 * Two-step verification on the account screen: turn the authenticator on (QR code and key, then its first
 * code), see the recovery codes once, renew them, or turn it off with the password and a code. Someone who
 * must have it (provider administrators, or by their company's rule) cannot turn it off.
 */
export function SecondFactorSettings() {
  const { t } = useI18n();
  const state = useData(secondFactorState());
  const steps = useSecondFactorSettings();
  const start = useForm({
    schema: noInputSchema,
    submit: startEnrolment,
    afterwards: (authenticator) => steps.started(authenticator),
  });
  const confirm = useForm({
    schema: secondFactorCodeBodySchema,
    submit: confirmEnrolment,
    invalidates: [SECOND_FACTOR_KEY],
    afterwards: ({ recoveryCodes }) => steps.confirmed(recoveryCodes),
  });
  const renew = useForm({
    schema: secondFactorCodeBodySchema,
    submit: renewRecoveryCodes,
    invalidates: [SECOND_FACTOR_KEY],
    afterwards: ({ recoveryCodes }) => steps.renewed(recoveryCodes),
  });
  const disable = useForm({
    schema: disableSecondFactorSchema,
    submit: disableSecondFactor,
    invalidates: [SECOND_FACTOR_KEY],
    successToast: 'secondFactorSettings.turnedOff',
    afterwards: () => steps.disabled(),
  });
  const cancel = (form: StepForm) => () => {
    form.reset();
    steps.cancel();
  };

  const codeForm = (form: StepForm, submitLabel: string, onCancel: () => void, withPassword = false) => {
    const { errors, failure } = placed(form.errors, form.failure);
    const pick = (values: FormData) => {
      const { Code, Password } = valuesOf(values);
      return withPassword ? { Code, Password } : { Code };
    };
    return (
      <Form
        errors={errors}
        onSubmit={(values) => form.submit(pick(values))}
        onEdit={(field, values) => {
          // The server's refusal of this field goes once it is edited: the new value is not the refused one.
          if (form.failure?.code && fieldOf[form.failure.code] === field) form.reset();
          else form.edit(field, pick(values));
        }}
      >
        {withPassword && (
          <TextField
            name="Password"
            type="password"
            label={t('secondFactorSettings.password')}
            autoComplete="current-password"
            autoFocus
            isRequired
          />
        )}
        <CodeField autoFocus={!withPassword} />
        {failure && <Alert>{errorText(failure, t)}</Alert>}
        <div className="form__actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="quiet" onPress={onCancel} isDisabled={form.isSubmitting}>
            {t('secondFactorSettings.cancel')}
          </Button>
        </div>
      </Form>
    );
  };

  return (
    <section className="panel" aria-labelledby="account-second-factor">
      <h2 id="account-second-factor">{t('secondFactorSettings.title')}</h2>
      <p>{t('secondFactorSettings.intro')}</p>
      <DataState state={state}>
        {(factor) => {
          if (steps.step === 'showingCodes')
            return (
              <>
                <h3>{t('secondFactorSettings.codesTitle')}</h3>
                <p>{t('secondFactorSettings.codesIntro')}</p>
                <RecoveryCodeList codes={steps.recoveryCodes} label={t('secondFactorSettings.codesLabel')} />
                <div className="form__actions">
                  <Button onPress={steps.done}>{t('secondFactorSettings.keptCodes')}</Button>
                </div>
              </>
            );
          if (steps.step === 'enrolling' && steps.authenticator)
            return (
              <>
                <p>{t('secondFactorSettings.enrolIntro')}</p>
                <AuthenticatorSecret
                  uri={steps.authenticator.uri}
                  secret={steps.authenticator.secret}
                  qrLabel={t('secondFactorStep.qrLabel')}
                  secretLabel={t('secondFactorStep.secret')}
                />
                {codeForm(confirm, t('secondFactorSettings.confirm'), cancel(confirm))}
              </>
            );
          if (steps.step === 'renewing')
            return (
              <>
                <p>{t('secondFactorSettings.renewIntro')}</p>
                {codeForm(renew, t('secondFactorSettings.makeCodes'), cancel(renew))}
              </>
            );
          if (steps.step === 'disabling')
            return (
              <>
                <p>{t('secondFactorSettings.disableIntro')}</p>
                {codeForm(disable, t('secondFactorSettings.turnOff'), cancel(disable), true)}
              </>
            );
          if (!factor.enabled)
            return (
              <>
                <p>{t('secondFactorSettings.off')}</p>
                {start.failure && <Alert>{errorText(start.failure, t)}</Alert>}
                <div className="form__actions">
                  <Button isPending={start.isSubmitting} onPress={() => start.submit({})}>
                    {t('secondFactorSettings.turnOn')}
                  </Button>
                </div>
              </>
            );
          return (
            <>
              <p>{t('secondFactorSettings.on', { count: String(factor.recoveryCodesLeft) })}</p>
              {factor.required && <p>{t('secondFactorSettings.required')}</p>}
              <div className="form__actions">
                <Button variant="secondary" onPress={steps.renew}>
                  {t('secondFactorSettings.renew')}
                </Button>
                {!factor.required && (
                  <Button variant="quiet" onPress={steps.disable}>
                    {t('secondFactorSettings.turnOff')}
                  </Button>
                )}
              </div>
            </>
          );
        }}
      </DataState>
    </section>
  );
}
