import { useI18n } from '../../i18n';
import { useLoginForm } from '../../machines/loginForm/loginForm.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { AuthLayout } from './AuthLayout';

/** Sign in with email and password; where to go afterwards is the guard's business. */
export function Login() {
  const { t } = useI18n();
  const form = useLoginForm();
  return (
    <AuthLayout title={t('auth.login.title')}>
      <Form errors={form.fieldErrors} onSubmit={form.submit}>
        <TextField
          name="email"
          label={t('auth.login.email')}
          inputMode="email"
          autoComplete="email"
          isRequired
          value={form.email}
          onChange={form.setEmail}
        />
        <TextField
          name="password"
          type="password"
          label={t('auth.login.password')}
          autoComplete="off"
          isRequired
          value={form.password}
          onChange={form.setPassword}
        />
        <div className="form__actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {t('auth.login.submit')}
          </Button>
          <Link href="/forgotpassword">{t('auth.login.forgotPassword')}</Link>
        </div>
      </Form>
      {form.isCredentialsAlertOpen && (
        <Alert onClose={form.closeAlerts}>{t('auth.login.credentialsFailed')}</Alert>
      )}
      {form.isSystemAlertOpen && <Alert onClose={form.closeAlerts}>{t('auth.login.systemFailed')}</Alert>}
    </AuthLayout>
  );
}
