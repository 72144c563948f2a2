import './texts';
import { useState } from 'react';
import { changePasswordSchema } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { changePassword } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';
import { PasswordPolicy } from './PasswordPolicy';

/** The current password and a new one twice; the policy shows rule by rule while the new one is typed. */
export function PasswordForm() {
  const { t } = useI18n();
  const [newPassword, setNewPassword] = useState('');
  const form = useForm({
    schema: changePasswordSchema,
    submit: changePassword,
    successToast: 'account.otherDevicesSignedOut',
    afterwards: () => setNewPassword(''),
  });
  const valuesOf = (values: FormData) => ({
    OldPassword: values.get('OldPassword') ?? '',
    NewPassword: values.get('NewPassword') ?? '',
    ConfirmPassword: values.get('ConfirmPassword') ?? '',
  });
  // The server's refusal of the old password belongs at that field, in the user's language.
  const errors =
    form.failure?.code === 'wrongPassword'
      ? { ...form.errors, OldPassword: 'errors.wrongPassword' }
      : form.errors;
  const failure = form.failure?.code === 'wrongPassword' ? null : form.failure;
  return (
    <>
      {form.isSucceeded && <Alert tone="success">{t('account.otherDevicesSignedOut')}</Alert>}
      <Form
        key={form.isSucceeded ? 'changed' : 'new'}
        errors={errors}
        onSubmit={(values) => form.submit(valuesOf(values))}
        onEdit={(field, values) => form.edit(field, valuesOf(values))}
      >
        <TextField
          name="OldPassword"
          type="password"
          label={t('account.oldPassword')}
          autoComplete="current-password"
          isRequired
        />
        <TextField
          name="NewPassword"
          type="password"
          label={t('account.newPassword')}
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          aria-describedby="password-policy"
          isRequired
        />
        <PasswordPolicy id="password-policy" password={newPassword} />
        <TextField
          name="ConfirmPassword"
          type="password"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          isRequired
        />
        {failure && <Alert>{t('account.saveFailed', { error: errorText(failure, t) })}</Alert>}
        <div className="form__actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {t('account.savePassword')}
          </Button>
        </div>
      </Form>
    </>
  );
}
