import './texts';
import { changeEmailSchema, type Profile } from '../../../contract/identity';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { changeEmail } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

/**
 * A new email address, confirmed by the current password. The old address stays the login until the link
 * mailed to the new one is followed; until then the account screen shows the address waiting.
 */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const { profileChanged } = useSession();
  const form = useForm({
    schema: changeEmailSchema,
    // The answer is only "ok": the server now holds the new address as waiting for confirmation.
    submit: async (input) => {
      await changeEmail(input);
      return { ...profile, pendingEmail: input.NewEmail };
    },
    afterwards: profileChanged,
  });
  const valuesOf = (values: FormData) => ({
    NewEmail: values.get('NewEmail') ?? '',
    Password: values.get('Password') ?? '',
  });
  const pending = form.result?.pendingEmail ?? profile.pendingEmail;
  return (
    <>
      {form.isSucceeded && <Alert tone="success">{t('success.emailChangePending')}</Alert>}
      {/* Right after sending, the success message says it is not yet definitive: said once. */}
      {!form.isSucceeded && pending && (
        <Alert tone="info">{t('account.pendingEmail', { email: pending })}</Alert>
      )}
      <Form
        key={form.isSucceeded ? 'sent' : 'new'}
        errors={form.errors}
        onSubmit={(values) => form.submit(valuesOf(values))}
        onEdit={(field, values) => form.edit(field, valuesOf(values))}
      >
        <TextField
          name="NewEmail"
          type="email"
          label={t('account.newEmail')}
          autoComplete="email"
          isRequired
        />
        <TextField
          name="Password"
          type="password"
          label={t('account.currentPassword')}
          description={t('account.currentPasswordHint')}
          autoComplete="current-password"
          isRequired
        />
        {form.failure && <Alert>{t('account.saveFailed', { error: errorText(form.failure, t) })}</Alert>}
        <div className="form__actions">
          <Button type="submit" isPending={form.isSubmitting}>
            {t('account.sendConfirmation')}
          </Button>
        </div>
      </Form>
    </>
  );
}
