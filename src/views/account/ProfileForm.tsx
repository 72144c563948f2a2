import './texts';
import { changeProfileSchema, type Profile } from '../../../contract/identity';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { changeProfile } from '../../services/identity';
import { accountPath } from '../shared/paths';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

/** Name, phone number and function (spec section 3, Profile change). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const { profileChanged } = useSession();
  const form = useForm({
    schema: changeProfileSchema,
    submit: changeProfile,
    successToast: 'success.profileSaved',
    navigateTo: accountPath,
    afterwards: profileChanged,
  });
  const valuesOf = (values: FormData) => ({
    Name: values.get('Name') ?? '',
    PhoneNumber: values.get('PhoneNumber') ?? '',
    Function: values.get('Function') ?? '',
    Language: profile.language,
  });
  return (
    <Form
      errors={form.errors}
      onSubmit={(values) => form.submit(valuesOf(values))}
      onEdit={(field, values) => form.edit(field, valuesOf(values))}
    >
      <TextField
        name="Name"
        maxLength={maxLengthOf(changeProfileSchema.shape.Name)}
        label={t('account.name')}
        autoComplete="name"
        defaultValue={profile.name}
        isRequired
      />
      <TextField
        name="PhoneNumber"
        type="tel"
        label={t('account.phoneNumber')}
        autoComplete="tel"
        defaultValue={profile.phoneNumber}
      />
      <TextField
        name="Function"
        maxLength={maxLengthOf(changeProfileSchema.shape.Function)}
        label={t('account.function')}
        autoComplete="organization-title"
        defaultValue={profile.function}
      />
      {form.failure && <Alert>{failureText('update', form.failure, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {t('account.saveProfile')}
        </Button>
      </div>
    </Form>
  );
}
