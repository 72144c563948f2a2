import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useI18n } from '../../i18n';
import { useLoginForm } from '../../machines/loginForm/loginForm.connect';
import { useSession } from '../../machines/session/session.connect';
import { EmailConfirmedNotice } from '../shared/EmailConfirmedNotice';
import { Alert } from '../ui/Alert';
import { PlainButton } from '../ui/PlainButton';
import { PlainForm } from '../ui/PlainForm';
import { PlainTextField } from '../ui/PlainTextField';
import { AuthLayout } from './AuthLayout';

const SecondFactorStep = lazy(() => import('./SecondFactorStep'));

/**
 * Sign in with email and password; where to go afterwards is the guard's business. The first screen most
 * visits load, so it is drawn with plain HTML controls and no react-aria (decision 023).
 */
export function Login() {
  const { t } = useI18n();
  const form = useLoginForm();
  const { hasExpired } = useSession();
  const errorOf = (key: string | undefined) => (key ? t(key) : undefined);
  if (form.step !== 'password') {
    return (
      <AuthLayout title={t('auth.login.title')}>
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <SecondFactorStep form={form} />
        </Suspense>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.login.title')}>
      <EmailConfirmedNotice />
      {hasExpired && <Alert tone="info">{t('auth.login.sessionExpired')}</Alert>}
      <PlainForm onSubmit={form.submit}>
        <PlainTextField
          name="email"
          label={t('auth.login.email')}
          inputMode="email"
          autoComplete="email"
          isRequired
          value={form.email}
          onChange={form.setEmail}
          errorMessage={errorOf(form.fieldErrors.email)}
        />
        <PlainTextField
          name="password"
          type="password"
          label={t('auth.login.password')}
          autoComplete="off"
          isRequired
          value={form.password}
          onChange={form.setPassword}
          errorMessage={errorOf(form.fieldErrors.password)}
        />
        <div className="form__actions">
          <PlainButton type="submit" isPending={form.isSubmitting}>
            {t('auth.login.submit')}
          </PlainButton>
          <Link href="/forgotpassword" className="link link--inline">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
      </PlainForm>
      {form.canUsePasskey && (
        <div className="form__actions">
          <PlainButton variant="secondary" onPress={form.usePasskey} isPending={form.isSubmitting}>
            {t('auth.login.passkey')}
          </PlainButton>
        </div>
      )}
      {form.isPasskeyAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.login.passkeyFailed')}</Alert>}
      {form.isCredentialsAlertOpen && (
        <Alert onClose={form.closeAlerts}>{t('auth.login.credentialsFailed')}</Alert>
      )}
      {form.isExpiredAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.secondFactor.expired')}</Alert>}
      {form.isSystemAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.login.systemFailed')}</Alert>}
    </AuthLayout>
  );
}
