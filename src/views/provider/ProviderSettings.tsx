import { useEffect } from 'react';
import type { z } from 'zod';
import type { providerSettingsSchema } from '../../../contract/provider-settings';
import { saveProviderSettingsSchema } from '../../../contract/provider-settings';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { providerSettings, saveProviderSettings } from '../../services/provider-settings';
import { TitleTrail } from '../shell/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/Toasts';
import { useCheckedSubmission } from '../ui/use-checked-submission';
import { failureText } from '../users/failure-text';
import { ErpLink } from './ErpLink';

type Settings = z.infer<typeof providerSettingsSchema>;

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved(): void }) {
  const { t } = useI18n();
  const { submission, errors, failure, check } = useCheckedSubmission(
    saveProviderSettingsSchema,
    saveProviderSettings,
  );

  useEffect(() => {
    if (!submission.isSucceeded) return;
    showToast('success.infoUpdated');
    onSaved();
  }, [submission.isSucceeded, onSaved]);

  const submit = (form: FormData) => {
    check({
      name: form.get('name') ?? '',
      website: form.get('website') ?? '',
      phone24h: form.get('phone24h') ?? '',
    });
  };

  return (
    <Form errors={errors} onSubmit={submit}>
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
      {failure && <Alert>{failureText('update', failure, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" isPending={submission.isSubmitting}>
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
