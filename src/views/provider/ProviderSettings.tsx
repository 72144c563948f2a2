import { useEffect } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import type { z } from 'zod';
import type { providerSettingsSchema } from '../../../contract/provider-settings';
import { saveProviderSettingsSchema } from '../../../contract/provider-settings';
import { useI18n } from '../../i18n';
import { useFormSubmission } from '../../machines/formSubmission';
import { useSession } from '../../machines/session/session.connect';
import { serviceDesk } from '../../services/failure-reports';
import { useData } from '../../services/portal-data/use-data';
import { providerSettings, saveProviderSettings, uploadProviderLogo } from '../../services/provider-settings';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { errorText, failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/Toasts';
import { useCheckedSubmission } from '../ui/use-checked-submission';
import { ErpLink } from './ErpLink';

type Settings = z.infer<typeof providerSettingsSchema>;

function SettingsForm({
  settings,
  serviceDeskEmail,
  onSaved,
}: {
  settings: Settings;
  serviceDeskEmail: string;
  onSaved(): void;
}) {
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
      serviceDeskEmail: form.get('serviceDeskEmail') ?? '',
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
      <TextField
        name="serviceDeskEmail"
        type="email"
        label={t('failures.serviceDeskEmail')}
        description={t('failures.serviceDeskEmailHint')}
        defaultValue={serviceDeskEmail}
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

/** The current logo and a way to replace it; the server decides whether the file is an image it takes. */
function LogoForm({ logoUrl, onUploaded }: { logoUrl: string | null; onUploaded(): void }) {
  const { t } = useI18n();
  const upload = useFormSubmission(uploadProviderLogo);

  useEffect(() => {
    if (!upload.isSucceeded) return;
    showToast('providerSettings.logoUploaded');
    onUploaded();
  }, [upload.isSucceeded, onUploaded]);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) upload.send(file);
  };

  return (
    <div className="provider-logo">
      <h2>{t('providerSettings.logoTitle')}</h2>
      <p>{t('providerSettings.logoIntro')}</p>
      {logoUrl ? (
        <img className="provider-logo__image" src={logoUrl} alt={t('providerSettings.logoAlt')} />
      ) : (
        <p>{t('providerSettings.logoNone')}</p>
      )}
      {upload.error && (
        <Alert>{t('providerSettings.logoFailed', { error: errorText(upload.error, t) })}</Alert>
      )}
      <div className="form__actions">
        <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg']} onSelect={choose}>
          <Button variant="secondary" isPending={upload.isSubmitting}>
            {t('providerSettings.logoChoose')}
          </Button>
        </FileTrigger>
      </div>
    </div>
  );
}

/** Provider settings (/dbssettings): name, website, 24/7 phone and logo, and the state of the ERP link. */
export function ProviderSettings() {
  const { t } = useI18n();
  const { hasPermission } = useSession();
  const settings = useData(providerSettings());
  const desk = useData(serviceDesk());
  return (
    <>
      <TitleTrail items={[{ label: t('providerSettings.title') }]} />
      <h1>{t('providerSettings.title')}</h1>
      <p className="lead">{t('providerSettings.intro')}</p>
      <section className="panel">
        <DataState state={settings}>
          {(data) => (
            <>
              <SettingsForm
                // Drawn again once the service desk address has loaded, so the field shows it.
                key={desk.data ? 'desk' : 'no-desk'}
                settings={data}
                serviceDeskEmail={desk.data?.serviceDeskEmail ?? ''}
                onSaved={() => {
                  settings.retry();
                  desk.retry();
                }}
              />
              <LogoForm logoUrl={data.logoUrl} onUploaded={settings.retry} />
            </>
          )}
        </DataState>
      </section>
      {hasPermission('Settings.RiQLink') && <ErpLink />}
    </>
  );
}
