import { forgotPasswordSchema } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { forgotPassword } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { useCheckedSubmission } from '../ui/use-checked-submission';
import { AuthLayout } from './AuthLayout';

/** Asks for a reset link by mail. The answer is the same whether or not the address is known. */
export function ForgotPassword() {
  const { t } = useI18n();
  const { submission, errors, failure, check } = useCheckedSubmission(forgotPasswordSchema, forgotPassword);

  const submit = (form: FormData) => {
    check({ Email: form.get('Email') ?? '' });
  };

  return (
    <AuthLayout title={t('auth.forgotPassword.title')}>
      {submission.isSucceeded ? (
        <Alert tone="success">{t('success.resetLinkSent')}</Alert>
      ) : (
        <>
          <p>{t('auth.forgotPassword.intro')}</p>
          <Form errors={errors} onSubmit={submit}>
            <TextField
              name="Email"
              label={t('auth.forgotPassword.email')}
              inputMode="email"
              autoComplete="email"
              isRequired
            />
            <div className="form__actions">
              <Button type="submit" isPending={submission.isSubmitting}>
                {t('auth.forgotPassword.submit')}
              </Button>
            </div>
          </Form>
          {failure && <Alert onClose={submission.reset}>{errorText(failure, t)}</Alert>}
        </>
      )}
      <Link href="/login">{t('auth.forgotPassword.backToLogin')}</Link>
    </AuthLayout>
  );
}
