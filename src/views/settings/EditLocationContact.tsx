import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { updateContactSchema } from '../../../contract/location-admin';
import type { LocationDetails } from '../../../contract/locations';
import { useI18n } from '../../i18n';
import { useFormSubmission } from '../../machines/formSubmission/formSubmission.connect';
import { updateContact } from '../../services/location-admin';
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

function ContactForm({
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
  const save = useFormSubmission(updateContact);
  const [invalid, setInvalid] = useState<FieldErrors>();
  const fromServer = useMemo(() => serverFieldErrors(save.error?.errors), [save.error]);

  useEffect(() => {
    if (!save.isSucceeded || !save.result) return;
    showToast(save.result.deleted ? 'success.contactDeleted' : 'success.contactUpdated');
    onSaved();
    navigate(place.path);
  }, [save.isSucceeded, save.result, onSaved, navigate, place.path]);

  const submit = (form: FormData) => {
    const parsed = updateContactSchema.safeParse({
      pK_PT_RELATIONDELIVERYADDRESS: location.pK_PT_RELATIONDELIVERYADDRESS,
      contactName: form.get('contactName') ?? '',
      contactPhone: form.get('contactPhone') ?? '',
      contactNotes: form.get('contactNotes') ?? '',
    });
    setInvalid(parsed.success ? undefined : zodFieldErrors(parsed.error));
    if (parsed.success) save.send(parsed.data);
  };

  return (
    <Form errors={invalid ?? fromServer} onSubmit={submit}>
      <TextField
        name="contactName"
        label={t('building.contactName')}
        defaultValue={location.contactName ?? ''}
      />
      <TextField
        name="contactPhone"
        type="tel"
        label={t('building.contactPhone')}
        defaultValue={location.contactPhone ?? ''}
      />
      <TextField name="contactNotes" label={t('building.notes')} defaultValue={location.contactNotes ?? ''} />
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

function Contact({ place }: { place: Place }) {
  const { t } = useI18n();
  const building = place.building!;
  const location = useData(locationDetails(building.pK_PT_RELATIONDELIVERYADDRESS));
  return (
    <>
      <PlaceTrail place={place} items={[{ label: t('locationEdit.contactTitle') }]} />
      <h1>{t('locationEdit.contactTitle')}</h1>
      <p className="lead">{t('locationEdit.contactIntro', { location: building.name })}</p>
      <section className="panel">
        <DataState state={location}>
          {(data) => <ContactForm place={place} location={data} onSaved={location.retry} />}
        </DataState>
      </section>
    </>
  );
}

/** Edit contact at location (/buildings/{id}/{buildingId}/editLocationContact); all fields empty deletes it. */
export function EditLocationContact() {
  return <KnownPlace>{(place) => <Contact place={place} />}</KnownPlace>;
}
