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
import { useCheckedSubmission } from '../ui/use-checked-submission';
import { AuthLayout } from './AuthLayout';
import { PasswordFields } from './PasswordFields';

/** Sets a new password with the code from the reset mail (/resetpassword?code=...&email=...). */
export function ResetPassword() {
  const { t } = useI18n();
  const query = new URLSearchParams(useSearch());
  const code = query.get('code') ?? '';
  const { submission, errors, failure, check } = useCheckedSubmission(resetPasswordSchema, resetPassword);

  const submit = (form: FormData) => {
    check({
      Email: form.get('Email') ?? '',
      Password: form.get('Password') ?? '',
      ConfirmPassword: form.get('ConfirmPassword') ?? '',
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
      ) : submission.isSucceeded ? (
        <>
          <Alert tone="success">{t('success.passwordReset')}</Alert>
          <Link href="/login" variant="button" className="button button--secondary">
            {t('auth.resetPassword.toLogin')}
          </Link>
        </>
      ) : (
        <>
          <Form errors={errors} onSubmit={submit}>
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
              <Button type="submit" isPending={submission.isSubmitting}>
                {t('auth.resetPassword.submit')}
              </Button>
            </div>
          </Form>
          {failure && <Alert onClose={submission.reset}>{errorText(failure, t)}</Alert>}
          <Link href="/forgotpassword">{t('auth.resetPassword.requestNew')}</Link>
        </>
      )}
    </AuthLayout>
  );
}
