import type { z } from 'zod/mini';
import type { LocationDetails } from '../../../contract/locations';
import { useI18n } from '../../i18n';
import { locationDetails } from '../../services/portal-data/locations';
import { useData } from '../../services/portal-data/use-data';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { failureText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

export interface LocationField {
  /** The wire name of the field, as the contract's schema has it. */
  name: keyof LocationDetails & string;
  /** An i18n key. */
  label: string;
  type?: 'tel';
  isRequired?: boolean;
}

export interface LocationEdit<S extends z.ZodMiniType, R> {
  title: string;
  intro: string;
  fields: LocationField[];
  /** The shared schema of spec section 5: its messages are the field errors. */
  schema: S;
  save(input: z.output<S>): Promise<R>;
  /** The success message (an i18n key) for what the server answered. */
  saved(result: R): string;
}

function EditForm<S extends z.ZodMiniType, R>({
  edit,
  place,
  location,
}: {
  edit: LocationEdit<S, R>;
  place: Place;
  location: LocationDetails;
}) {
  const { t } = useI18n();
  const form = useForm({
    schema: edit.schema,
    submit: edit.save,
    invalidates: [locationDetails(location.pK_PT_RELATIONDELIVERYADDRESS).key],
    successToast: edit.saved,
    navigateTo: place.path,
  });

  const submit = (data: FormData) => {
    const values = Object.fromEntries(edit.fields.map((field) => [field.name, data.get(field.name) ?? '']));
    form.submit({
      pK_PT_RELATIONDELIVERYADDRESS: location.pK_PT_RELATIONDELIVERYADDRESS,
      ...values,
    });
  };

  return (
    <Form errors={form.errors} onSubmit={submit}>
      {edit.fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          type={field.type}
          label={t(field.label)}
          defaultValue={String(location[field.name] ?? '')}
          isRequired={field.isRequired}
        />
      ))}
      {form.failure && <Alert>{failureText('update', form.failure, t)}</Alert>}
      <div className="form__actions">
        <Link href={place.path}>{t('locationEdit.cancel')}</Link>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('locationEdit.save')}
        </Button>
      </div>
    </Form>
  );
}

function Edit<S extends z.ZodMiniType, R>({ edit, place }: { edit: LocationEdit<S, R>; place: Place }) {
  const { t } = useI18n();
  const building = place.building!;
  const location = useData(locationDetails(building.pK_PT_RELATIONDELIVERYADDRESS));
  return (
    <>
      <PlaceTrail place={place} items={[{ label: t(edit.title) }]} />
      <h1>{t(edit.title)}</h1>
      <p className="lead">{t(edit.intro, { location: building.name })}</p>
      <section className="panel">
        <DataState state={location}>
          {(data) => <EditForm edit={edit} place={place} location={data} />}
        </DataState>
      </section>
    </>
  );
}

/** A page that edits fields of a building, then goes back to it (the building's own page shows them). */
export function LocationEditPage<S extends z.ZodMiniType, R>({ edit }: { edit: LocationEdit<S, R> }) {
  return <KnownPlace>{(place) => <Edit edit={edit} place={place} />}</KnownPlace>;
}
