import { useSearch } from 'wouter';
import { resetPasswordSchema } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { resetPassword } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';
import { AuthLayout } from './AuthLayout';
import { PasswordFields } from './PasswordFields';

/** Sets a new password with the code from the reset mail (/resetpassword?code=...&email=...). */
export function ResetPassword() {
  const { t } = useI18n();
  const query = new URLSearchParams(useSearch());
  const code = query.get('code') ?? '';
  const form = useForm({ schema: resetPasswordSchema, submit: resetPassword });

  const submit = (values: FormData) => {
    form.submit({
      Email: values.get('Email') ?? '',
      Password: values.get('Password') ?? '',
      ConfirmPassword: values.get('ConfirmPassword') ?? '',
      Code: code,
    });
  };

  return (
    <AuthLayout title={t('auth.resetPassword.title')}>
      {!code ? (
        <>
          <Alert>{t('auth.resetPassword.missingCode')}</Alert>
          <Link href="/forgotpassword">{t('auth.resetPassword.requestNew')}</Link>
        </>
      ) : form.isSucceeded ? (
        <>
          <Alert tone="success">{t('success.passwordReset')}</Alert>
          <Link href="/login" variant="button" className="button button--secondary">
            {t('auth.resetPassword.toLogin')}
          </Link>
        </>
      ) : (
        <>
          <Form errors={form.errors} onSubmit={submit}>
            <TextField
              name="Email"
              label={t('auth.resetPassword.email')}
              inputMode="email"
              autoComplete="email"
              defaultValue={query.get('email') ?? ''}
              isRequired
            />
            <PasswordFields
              labels={{
                password: t('auth.resetPassword.password'),
                confirmPassword: t('auth.resetPassword.confirmPassword'),
              }}
            />
            <div className="form__actions">
              <Button type="submit" isPending={form.isSubmitting}>
                {t('auth.resetPassword.submit')}
              </Button>
            </div>
          </Form>
          {form.failure && <Alert onClose={form.reset}>{errorText(form.failure, t)}</Alert>}
          <Link href="/forgotpassword">{t('auth.resetPassword.requestNew')}</Link>
        </>
      )}
    </AuthLayout>
  );
}
