import { useMemo, useState } from 'react';
import { forgotPasswordSchema } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { useFormSubmission } from '../../machines/formSubmission/formSubmission.connect';
import { forgotPassword } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { type FieldErrors, Form } from '../ui/Form';
import { serverFieldErrors, zodFieldErrors } from '../ui/field-errors';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { AuthLayout } from './AuthLayout';

/** Asks for a reset link by mail. The answer is the same whether or not the address is known. */
export function ForgotPassword() {
  const { t } = useI18n();
  const submission = useFormSubmission(forgotPassword);
  const [invalid, setInvalid] = useState<FieldErrors>();
  const fromServer = useMemo(() => serverFieldErrors(submission.error?.errors), [submission.error]);

  const submit = (form: FormData) => {
    const parsed = forgotPasswordSchema.safeParse({ Email: form.get('Email') ?? '' });
    setInvalid(parsed.success ? undefined : zodFieldErrors(parsed.error));
    if (parsed.success) submission.send(parsed.data);
  };

  return (
    <AuthLayout title={t('auth.forgotPassword.title')}>
      {submission.isSucceeded ? (
        <Alert tone="success">{t('success.resetLinkSent')}</Alert>
      ) : (
        <>
          <p>{t('auth.forgotPassword.intro')}</p>
          <Form errors={invalid ?? fromServer} onSubmit={submit}>
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
          {submission.isFailed && submission.error && !fromServer && (
            <Alert onClose={submission.reset}>{errorText(submission.error, t)}</Alert>
          )}
        </>
      )}
      <Link href="/login">{t('auth.forgotPassword.backToLogin')}</Link>
    </AuthLayout>
  );
}
