import './texts';
import { useState } from 'react';
import { changeProfileSchema, type Profile } from '../../../contract/identity';
import { type Locale, locales, useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { changeProfile } from '../../services/identity';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Select } from '../ui/Select';
import { useForm } from '../ui/use-form';

/** The language stored on the profile (mails follow it), switched in the app as soon as it is saved. */
export function LanguageForm({ profile }: { profile: Profile }) {
  const { t, setLocale } = useI18n();
  const { profileChanged } = useSession();
  const [language, setLanguage] = useState<Locale>(profile.language);
  const form = useForm({
    schema: changeProfileSchema,
    submit: changeProfile,
    successToast: 'account.languageSaved',
    afterwards: (saved) => {
      profileChanged(saved);
      setLocale(saved.language);
    },
  });
  const submit = () =>
    form.submit({
      Name: profile.name,
      PhoneNumber: profile.phoneNumber,
      Function: profile.function,
      Language: language,
    });
  return (
    <Form errors={form.errors} onSubmit={submit}>
      <Select
        label={t('account.language')}
        placeholder={t('choose.language')}
        options={locales.map((l) => ({ id: l, label: t(`nav.languages.${l}`) }))}
        selectedKey={language}
        onSelectionChange={(key) => setLanguage(key === 'en' ? 'en' : 'nl')}
      />
      {/* The name is saved with the language: a profile without one says so here. */}
      {form.errors?.Name && <Alert>{t(form.errors.Name)}</Alert>}
      {form.failure && <Alert>{failureText('update', form.failure, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" variant="secondary" isPending={form.isSubmitting}>
          {t('account.saveLanguage')}
        </Button>
      </div>
    </Form>
  );
}
