import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { useI18n } from '../../i18n';
import { useFailureReport } from '../../machines/failureReport/failureReport.connect';
import { useSession } from '../../machines/session/session.connect';
import { objectsAtLocation } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { providerSettings } from '../../services/provider-settings';
import { contactDraftKey } from '../../services/queued-report';
import { TitleTrail } from '../shared/TitleTrail';
import { Select } from '../ui/Select';
import { showToast } from '../ui/toast-queue';
import { ReportForm } from './ReportForm';

/** A whole number from the address, or null. */
const idFrom = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** The location and object a report is about: the buildings of the user's relations, the objects at one. */
function PlaceFields({
  locationId,
  objectId,
  errors,
  onChange,
}: {
  locationId: number | null;
  objectId: number | null;
  errors: Partial<Record<string, string>>;
  onChange(patch: { locationId?: number | null; objectId?: number | null }): void;
}) {
  const { t } = useI18n();
  const { relations } = useSession();
  const locations = (relations ?? []).flatMap((relation) =>
    relation.deliveryAdresses.map((address) => ({
      id: address.pK_PT_RELATIONDELIVERYADDRESS,
      label: (relations ?? []).length > 1 ? `${relation.name}, ${address.name}` : address.name,
    })),
  );
  const objects = useData(
    locationId === null
      ? null
      : objectsAtLocation(locationId, {
          page: 1,
          pageSize: 100,
          sort: 'serviceobjectnumber',
          direction: 'asc',
        }),
  );
  const objectOptions = (objects.data?.items ?? []).map((o) => ({
    id: o.pK_R_SERVICEOBJECT,
    label: o.description ? `${o.serviceobjectnumber}, ${o.description}` : o.serviceobjectnumber,
  }));
  return (
    <>
      <Select
        name="locationId"
        label={t('failures.location')}
        placeholder={t('failures.chooseLocation')}
        options={locations}
        selectedKey={locationId}
        onSelectionChange={(id) => onChange({ locationId: Number(id), objectId: null })}
        errorMessage={errors.locationId && t(errors.locationId)}
      />
      {locationId !== null && (
        <Select
          name="objectId"
          label={t('failures.object')}
          placeholder={t('failures.chooseObject')}
          options={objectOptions}
          selectedKey={objectId}
          onSelectionChange={(id) => onChange({ objectId: Number(id) })}
          description={objects.data && objectOptions.length === 0 ? t('failures.noObjects') : undefined}
          errorMessage={errors.objectId && t(errors.objectId)}
        />
      )}
    </>
  );
}

/** Contact and failure report form (/contact): every signed-in user; preselected when opened from an object. */
export function ContactPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const [params] = useSearchParams();
  const settings = useData(providerSettings());
  const objectId = idFrom(params.get('objectId'));
  const locationId = idFrom(params.get('locationId'));
  const options = useMemo(
    () => ({
      target: { mode: 'portal' as const },
      // The draft is the signed-in user's alone: another user on this device starts with an empty form.
      storageKey: contactDraftKey(user?.id ?? ''),
      prefill: {
        reporterName: user?.name ?? '',
        reporterPhone: user?.phoneNumber ?? '',
        ...(objectId !== null ? { objectId, locationId, kind: 'reportFailure' as const } : {}),
      },
      onSent: () => showToast('success.contactFormSent'),
    }),
    [user, objectId, locationId],
  );
  const report = useFailureReport(options);
  const phone = settings.data?.phone24h;

  return (
    <div className="contact-page">
      <TitleTrail items={[{ label: t('failures.contactTitle') }]} />
      <h1>{t('failures.contactTitle')}</h1>
      <p className="lead">{t('failures.contactIntro')}</p>
      <div className="contact-page__columns">
        <ReportForm
          report={report}
          place={
            <PlaceFields
              locationId={report.draft.locationId}
              objectId={report.draft.objectId}
              errors={report.errors}
              onChange={report.change}
            />
          }
        />
        {phone && (
          <aside className="contact-page__phone" aria-labelledby="phone24h-title">
            <h2 id="phone24h-title">{t('failures.phone24hTitle')}</h2>
            <p>{t('failures.phone24hText')}</p>
            <a className="contact-page__phone-number" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </aside>
        )}
      </div>
    </div>
  );
}
