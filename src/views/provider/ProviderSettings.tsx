import './texts';
import { useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import type { z } from 'zod/mini';
import type { providerSettingsSchema } from '../../../contract/provider-settings';
import {
  logoFileSchema,
  removeLogoSchema,
  saveProviderSettingsSchema,
} from '../../../contract/provider-settings';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import {
  providerSettings,
  removeProviderLogo,
  saveProviderSettings,
  serviceDesk,
  uploadProviderLogo,
} from '../../services/provider-settings';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { errorText, failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { LeaveGuard } from '../ui/LeaveGuard';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';
import { ErpLink } from './ErpLink';

type Settings = z.infer<typeof providerSettingsSchema>;

/** What changes with the provider's settings: their own page, the logo and name every page shows, and the
 * service desk address. */
const SETTINGS_DATA = [providerSettings().key, serviceDesk().key];

const valuesOf = (values: FormData) => ({
  name: String(values.get('name') ?? ''),
  website: String(values.get('website') ?? ''),
  phone24h: String(values.get('phone24h') ?? ''),
  serviceDeskEmail: String(values.get('serviceDeskEmail') ?? ''),
});
type Values = ReturnType<typeof valuesOf>;
const sameValues = (a: Values, b: Values) =>
  (Object.keys(a) as (keyof Values)[]).every((key) => a[key] === b[key]);

function SettingsForm({ settings, serviceDeskEmail }: { settings: Settings; serviceDeskEmail: string }) {
  const { t } = useI18n();
  // What the fields hold now, and what was last saved (or loaded): edits not saved ask before the page is left.
  const [saved, setSaved] = useState<Values>(() => ({
    name: settings.name,
    website: settings.website,
    phone24h: settings.phone24h,
    serviceDeskEmail,
  }));
  const [current, setCurrent] = useState(saved);
  const sent = useRef(saved);
  const form = useForm({
    schema: saveProviderSettingsSchema,
    submit: saveProviderSettings,
    invalidates: SETTINGS_DATA,
    successToast: 'success.infoUpdated',
    afterwards: () => setSaved(sent.current),
  });
  const isEdited = !sameValues(current, saved);

  return (
    <Form
      errors={form.errors}
      onSubmit={(values) => {
        sent.current = valuesOf(values);
        form.submit(sent.current);
      }}
      onEdit={(field, values) => {
        setCurrent(valuesOf(values));
        form.edit(field, valuesOf(values));
      }}
    >
      <LeaveGuard when={isEdited} />
      <TextField
        name="name"
        maxLength={maxLengthOf(saveProviderSettingsSchema.shape.name)}
        label={t('providerSettings.name')}
        defaultValue={settings.name}
        isRequired
      />
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
      {form.failure && <Alert>{failureText('update', form.failure, t)}</Alert>}
      <div className="form__actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {t('providerSettings.save')}
        </Button>
        {isEdited && !form.isSubmitting && <span className="muted">{t('unsaved.pending')}</span>}
      </div>
    </Form>
  );
}

/**
 * The current logo, a way to replace it and one to remove it (the default logo is shown again); the server
 * decides whether the file is an image it takes.
 */
function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useI18n();
  const upload = useForm({
    schema: logoFileSchema,
    submit: ({ file }) => uploadProviderLogo(file),
    invalidates: SETTINGS_DATA,
    successToast: 'providerSettings.logoUploaded',
  });
  const removal = useForm({
    schema: removeLogoSchema,
    submit: removeProviderLogo,
    invalidates: SETTINGS_DATA,
    successToast: 'providerSettings.logoRemoved',
  });

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) upload.submit({ file });
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
      {upload.errors?.file && <Alert>{t(upload.errors.file)}</Alert>}
      {upload.failure && (
        <Alert>{t('providerSettings.logoFailed', { error: errorText(upload.failure, t) })}</Alert>
      )}
      {removal.failure && (
        <Alert>{t('providerSettings.logoRemoveFailed', { error: errorText(removal.failure, t) })}</Alert>
      )}
      <div className="form__actions">
        <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg']} onSelect={choose}>
          <Button variant="secondary" isPending={upload.isSubmitting}>
            {t('providerSettings.logoChoose')}
          </Button>
        </FileTrigger>
        {logoUrl && (
          <Button variant="secondary" isPending={removal.isSubmitting} onPress={() => removal.submit({})}>
            {t('providerSettings.logoRemove')}
          </Button>
        )}
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
              />
              <LogoForm logoUrl={data.logoUrl} />
            </>
          )}
        </DataState>
      </section>
      {hasPermission('Settings.RiQLink') && <ErpLink />}
    </>
  );
}
