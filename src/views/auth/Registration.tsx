import { useSearch } from 'wouter';
import { registerSchema } from '../../../contract/identity';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import { confirmUser, registerUser } from '../../services/identity';
import { useData } from '../../services/portal-data/use-data';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { LoadingIndicator } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';
import { AuthLayout } from './AuthLayout';
import { PasswordFields } from './PasswordFields';

/** Activates an invited account (/registration?code=...): name, phone number and a first password. */
export function Registration() {
  const { t } = useI18n();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const invitee = useData(code ? confirmUser(code) : null);
  const form = useForm({
    schema: registerSchema,
    submit: registerUser,
    successToast: 'success.accountActivated',
    navigateTo: '/login',
  });

  const valuesOf = (values: FormData) => ({
    Code: code,
    Name: values.get('Name') ?? '',
    PhoneNumber: values.get('PhoneNumber') ?? '',
    Password: values.get('Password') ?? '',
    ConfirmPassword: values.get('ConfirmPassword') ?? '',
  });

  // A missing, unknown or used code is a 4xx; only then is a new invitation the way out.
  const isInvalidCode =
    !code || (invitee.error !== null && invitee.error.status >= 400 && invitee.error.status < 500);

  return (
    <AuthLayout title={t('auth.registration.title')}>
      {isInvalidCode ? (
        <>
          <Alert>{t(code ? 'errors.invalidActivationCode' : 'auth.registration.missingCode')}</Alert>
          <p>{t('auth.registration.alreadyActive')}</p>
          <Link href="/login" variant="button" className="button button--secondary">
            {t('auth.registration.toLogin')}
          </Link>
        </>
      ) : invitee.error ? (
        <>
          <Alert>{errorText(invitee.error, t)}</Alert>
          <Button variant="secondary" onPress={invitee.retry}>
            {t('app.retry')}
          </Button>
        </>
      ) : !invitee.data ? (
        <LoadingIndicator />
      ) : (
        <>
          <Form
            errors={form.errors}
            onSubmit={(values) => form.submit(valuesOf(values))}
            onEdit={(field, values) => form.edit(field, valuesOf(values))}
          >
            <TextField label={t('auth.registration.email')} value={invitee.data.email} isReadOnly />
            <TextField
              name="Name"
              maxLength={maxLengthOf(registerSchema.shape.Name)}
              label={t('auth.registration.name')}
              autoComplete="name"
              defaultValue={invitee.data.name}
              isRequired
            />
            <TextField
              name="PhoneNumber"
              type="tel"
              label={t('auth.registration.phoneNumber')}
              autoComplete="tel"
            />
            <PasswordFields
              labels={{
                password: t('auth.registration.password'),
                confirmPassword: t('auth.registration.confirmPassword'),
              }}
            />
            <div className="form__actions">
              <Button type="submit" isPending={form.isSubmitting}>
                {t('auth.registration.submit')}
              </Button>
            </div>
          </Form>
          {form.failure && <Alert onClose={form.reset}>{errorText(form.failure, t)}</Alert>}
        </>
      )}
    </AuthLayout>
  );
}
