import { forgotPasswordSchema } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { forgotPassword } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';
import { AuthLayout } from './AuthLayout';

/** Asks for a reset link by mail. The answer is the same whether or not the address is known. */
export function ForgotPassword() {
  const { t } = useI18n();
  const form = useForm({ schema: forgotPasswordSchema, submit: forgotPassword });

  const submit = (values: FormData) => {
    form.submit({ Email: values.get('Email') ?? '' });
  };

  return (
    <AuthLayout title={t('auth.forgotPassword.title')}>
      {form.isSucceeded ? (
        <Alert tone="success">{t('success.resetLinkSent')}</Alert>
      ) : (
        <>
          <p>{t('auth.forgotPassword.intro')}</p>
          <Form errors={form.errors} onSubmit={submit}>
            <TextField
              name="Email"
              label={t('auth.forgotPassword.email')}
              inputMode="email"
              autoComplete="email"
              isRequired
            />
            <div className="form__actions">
              <Button type="submit" isPending={form.isSubmitting}>
                {t('auth.forgotPassword.submit')}
              </Button>
            </div>
          </Form>
          {form.failure && <Alert onClose={form.reset}>{errorText(form.failure, t)}</Alert>}
        </>
      )}
      <Link href="/login">{t('auth.forgotPassword.backToLogin')}</Link>
    </AuthLayout>
  );
}
