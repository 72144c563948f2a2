import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { providerSettingsSchema } from '../../../contract/provider-settings';
import { saveProviderSettingsSchema } from '../../../contract/provider-settings';
import { useI18n } from '../../i18n';
import { useFormSubmission } from '../../machines/formSubmission/formSubmission.connect';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { providerSettings, saveProviderSettings } from '../../services/provider-settings';
import { TitleTrail } from '../shell/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { type FieldErrors, Form } from '../ui/Form';
import { serverFieldErrors, zodFieldErrors } from '../ui/field-errors';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/Toasts';
import { failureText } from '../users/failure-text';
import { ErpLink } from './ErpLink';

type Settings = z.infer<typeof providerSettingsSchema>;

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved(): void }) {
  const { t } = useI18n();
  const save = useFormSubmission(saveProviderSettings);
  const [invalid, setInvalid] = useState<FieldErrors>();
  const fromServer = useMemo(() => serverFieldErrors(save.error?.errors), [save.error]);

  useEffect(() => {
    if (!save.isSucceeded) return;
    showToast('success.infoUpdated');
    onSaved();
  }, [save.isSucceeded, onSaved]);

  const submit = (form: FormData) => {
    const parsed = saveProviderSettingsSchema.safeParse({
      name: form.get('name') ?? '',
      website: form.get('website') ?? '',
      phone24h: form.get('phone24h') ?? '',
    });
    setInvalid(parsed.success ? undefined : zodFieldErrors(parsed.error));
    if (parsed.success) save.send(parsed.data);
  };

  return (
    <Form errors={invalid ?? fromServer} onSubmit={submit}>
      <TextField name="name" label={t('providerSettings.name')} defaultValue={settings.name} isRequired />
      <TextField
        name="website"
        type="url"
        label={t('providerSettings.website')}
        description={t('providerSettings.websiteHint')}
        defaultValue={settings.website}
        isRequired
      />
      <TextField
        name="phone24h"
        type="tel"
        label={t('providerSettings.phone24h')}
        defaultValue={settings.phone24h}
        isRequired
      />
      {save.isFailed && save.error && !fromServer && <Alert>{failureText('update', save.error, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" isPending={save.isSubmitting}>
          {t('providerSettings.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Provider settings (/dbssettings): name, website and 24/7 phone, and the state of the ERP link. */
export function ProviderSettings() {
  const { t } = useI18n();
  const { hasPermission } = useSession();
  const settings = useData(providerSettings());
  return (
    <>
      <TitleTrail items={[{ label: t('providerSettings.title') }]} />
      <h1>{t('providerSettings.title')}</h1>
      <p className="lead">{t('providerSettings.intro')}</p>
      <section className="panel">
        <DataState state={settings}>
          {(data) => <SettingsForm settings={data} onSaved={settings.retry} />}
        </DataState>
      </section>
      {hasPermission('Settings.RiQLink') && <ErpLink />}
    </>
  );
}
