import '../shared/second-factor-texts';
import { useI18n } from '../../i18n';
import type { LoginFormView } from '../../machines/loginForm/loginForm.connect';
import { AuthenticatorSecret, RecoveryCodeList } from '../shared/AuthenticatorSecret';
import { Alert } from '../ui/Alert';
import { PlainButton } from '../ui/PlainButton';
import { PlainForm } from '../ui/PlainForm';
import { PlainTextField } from '../ui/PlainTextField';

/**
 * The sign-in's second step: a code of the authenticator, a recovery code or a passkey; for an account that must have a
 * second factor and has none, its enrolment (QR code, key as text, first code) and the recovery codes after it.
 * Loaded only when the password asks for it, so the login screen's first load stays as small as it was.
 */
export default function SecondFactorStep({ form }: { form: LoginFormView }) {
  const { t } = useI18n();
  const errorOf = (key: string | undefined) => (key ? t(key) : undefined);
  const alerts = (
    <>
      {form.isCodeAlertOpen && (
        <Alert onClose={form.closeAlerts}>
          {t(
            form.step === 'recoveryCode' ? 'secondFactorStep.recoveryFailed' : 'secondFactorStep.codeFailed',
          )}
        </Alert>
      )}
      {form.isPasskeyAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.login.passkeyFailed')}</Alert>}
      {form.isSystemAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.login.systemFailed')}</Alert>}
    </>
  );

  if (form.step === 'recoveryCodes') {
    return (
      <>
        <h2 className="auth__step-title">{t('secondFactorStep.recoveryTitle')}</h2>
        <p>{t('secondFactorStep.recoveryCodesIntro')}</p>
        <RecoveryCodeList codes={form.recoveryCodes} label={t('secondFactorStep.recoveryCodesLabel')} />
        <div className="form__actions">
          <PlainButton onPress={form.continueAfterCodes}>{t('secondFactorStep.continue')}</PlainButton>
        </div>
      </>
    );
  }

  const passkeyButton = form.canUsePasskey && (
    <PlainButton
      variant={form.step === 'passkey' ? 'primary' : 'quiet'}
      onPress={form.usePasskey}
      isPending={form.step === 'passkey' && form.isSubmitting}
    >
      {t('secondFactorStep.usePasskey')}
    </PlainButton>
  );

  if (form.step === 'passkey') {
    return (
      <>
        <h2 className="auth__step-title">{t('secondFactorStep.title')}</h2>
        <p>{t('secondFactorStep.passkeyIntro')}</p>
        <div className="form__actions">
          {passkeyButton}
          <PlainButton variant="quiet" onPress={form.cancel}>
            {t('secondFactorStep.cancel')}
          </PlainButton>
        </div>
        {alerts}
      </>
    );
  }

  const enrolling = form.step === 'enrolment';
  const recovery = form.step === 'recoveryCode';
  return (
    <>
      <h2 className="auth__step-title">
        {t(enrolling ? 'secondFactorStep.enrolTitle' : 'secondFactorStep.title')}
      </h2>
      <p>
        {t(
          enrolling
            ? 'secondFactorStep.enrolIntro'
            : recovery
              ? 'secondFactorStep.recoveryIntro'
              : 'secondFactorStep.codeIntro',
        )}
      </p>
      {enrolling &&
        (form.enrolment ? (
          <AuthenticatorSecret
            uri={form.enrolment.uri}
            secret={form.enrolment.secret}
            qrLabel={t('secondFactorStep.qrLabel')}
            secretLabel={t('secondFactorStep.secret')}
          />
        ) : (
          <p role="status">{t('secondFactorStep.preparing')}</p>
        ))}
      <PlainForm onSubmit={form.submitCode}>
        <PlainTextField
          name={recovery ? 'recoveryCode' : 'code'}
          label={t(recovery ? 'secondFactorStep.recoveryCode' : 'secondFactorStep.code')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          isRequired
          value={form.code}
          onChange={form.setCode}
          errorMessage={errorOf(form.fieldErrors.code)}
        />
        <div className="form__actions">
          <PlainButton type="submit" isPending={form.isSubmitting}>
            {t('secondFactorStep.submit')}
          </PlainButton>
          {form.step === 'code' && (
            <PlainButton variant="quiet" onPress={form.useRecoveryCode}>
              {t('secondFactorStep.useRecoveryCode')}
            </PlainButton>
          )}
          {recovery && (
            <PlainButton variant="quiet" onPress={form.useAuthenticator}>
              {t('secondFactorStep.useAuthenticator')}
            </PlainButton>
          )}
          {!enrolling && passkeyButton}
          <PlainButton variant="quiet" onPress={form.cancel}>
            {t('secondFactorStep.cancel')}
          </PlainButton>
        </div>
      </PlainForm>
      {alerts}
    </>
  );
}
