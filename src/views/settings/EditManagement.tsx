import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { updateManagementSchema } from '../../../contract/location-admin';
import type { LocationDetails } from '../../../contract/locations';
import { useI18n } from '../../i18n';
import { useFormSubmission } from '../../machines/formSubmission/formSubmission.connect';
import { updateManagement } from '../../services/location-admin';
import { locationDetails } from '../../services/portal-data/locations';
import { useData } from '../../services/portal-data/use-data';
import { KnownPlace, type Place, PlaceTrail } from '../buildings/Place';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { type FieldErrors, Form } from '../ui/Form';
import { serverFieldErrors, zodFieldErrors } from '../ui/field-errors';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { showToast } from '../ui/Toasts';
import { failureText } from '../users/failure-text';

function ManagementForm({
  place,
  location,
  onSaved,
}: {
  place: Place;
  location: LocationDetails;
  onSaved(): void;
}) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const save = useFormSubmission(updateManagement);
  const [invalid, setInvalid] = useState<FieldErrors>();
  const fromServer = useMemo(() => serverFieldErrors(save.error?.errors), [save.error]);

  useEffect(() => {
    if (!save.isSucceeded) return;
    showToast('success.infoUpdated');
    onSaved();
    navigate(place.path);
  }, [save.isSucceeded, onSaved, navigate, place.path]);

  const submit = (form: FormData) => {
    const parsed = updateManagementSchema.safeParse({
      pK_PT_RELATIONDELIVERYADDRESS: location.pK_PT_RELATIONDELIVERYADDRESS,
      managerCompany: form.get('managerCompany') ?? '',
      managerName: form.get('managerName') ?? '',
      managerContactPhone: form.get('managerContactPhone') ?? '',
      managerNotes: form.get('managerNotes') ?? '',
    });
    setInvalid(parsed.success ? undefined : zodFieldErrors(parsed.error));
    if (parsed.success) save.send(parsed.data);
  };

  return (
    <Form errors={invalid ?? fromServer} onSubmit={submit}>
      <TextField
        name="managerCompany"
        label={t('building.managerCompany')}
        defaultValue={location.managerCompany ?? ''}
        isRequired
      />
      <TextField
        name="managerName"
        label={t('building.managerName')}
        defaultValue={location.managerName ?? ''}
      />
      <TextField
        name="managerContactPhone"
        type="tel"
        label={t('building.managerContactPhone')}
        defaultValue={location.managerContactPhone ?? ''}
        isRequired
      />
      <TextField name="managerNotes" label={t('building.notes')} defaultValue={location.managerNotes ?? ''} />
      {save.isFailed && save.error && !fromServer && <Alert>{failureText('update', save.error, t)}</Alert>}
      <div className="form__actions">
        <Link href={place.path}>{t('locationEdit.cancel')}</Link>
        <Button type="submit" isPending={save.isSubmitting}>
          {t('locationEdit.save')}
        </Button>
      </div>
    </Form>
  );
}

function Management({ place }: { place: Place }) {
  const { t } = useI18n();
  const building = place.building!;
  const location = useData(locationDetails(building.pK_PT_RELATIONDELIVERYADDRESS));
  return (
    <>
      <PlaceTrail place={place} items={[{ label: t('locationEdit.managementTitle') }]} />
      <h1>{t('locationEdit.managementTitle')}</h1>
      <p className="lead">{t('locationEdit.managementIntro', { location: building.name })}</p>
      <section className="panel">
        <DataState state={location}>
          {(data) => <ManagementForm place={place} location={data} onSaved={location.retry} />}
        </DataState>
      </section>
    </>
  );
}

/** Edit manager information (/buildings/{id}/{buildingId}/editManagement): company and phone are required. */
export function EditManagement() {
  return <KnownPlace>{(place) => <Management place={place} />}</KnownPlace>;
}
