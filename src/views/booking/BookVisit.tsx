import './texts';
import { parseDate, today } from '@internationalized/date';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import {
  type BookablePlace,
  bookingRequestSchema,
  type DayPart,
  dayParts,
  isWorkingDay,
  PROVIDER_TIME_ZONE,
  type VisitKind,
  visitKinds,
} from '../../../contract/booking';
import { maxLengthOf } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { bookVisit } from '../../services/booking';
import {
  type BookingDraft,
  forgetBookingDraft,
  keepBookingDraft,
  readBookingDraft,
} from '../../services/booking-draft';
import { bookablePlaces } from '../../services/portal-data/booking';
import { useData } from '../../services/portal-data/use-data';
import { objectPath } from '../shared/paths';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { DatePicker } from '../ui/DatePicker';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { Link } from '../ui/Link';
import { RadioGroup } from '../ui/RadioGroup';
import { Select } from '../ui/Select';
import { TextAreaField } from '../ui/TextAreaField';
import { useForm } from '../ui/use-form';

/** The place of an object among the bookable places, to go back to after booking. */
function placeOfObject(places: BookablePlace[], objectId: number | null) {
  return places.find((p) => p.objects.some((o) => o.pK_R_SERVICEOBJECT === objectId));
}

/**
 * The draft kept from before (a session that expired halfway, a reload), unless it is of another object than
 * the one the form was opened for, or of one no longer bookable; otherwise a new one.
 */
function startingDraft(kept: BookingDraft | null, places: BookablePlace[], chosenObject: number | null) {
  const usable =
    kept &&
    (chosenObject === null || kept.objectId === chosenObject) &&
    (kept.objectId === null || placeOfObject(places, kept.objectId));
  if (usable) return kept;
  const preset = placeOfObject(places, chosenObject);
  return {
    // Made once for this request: pressed again after a lost answer, the server stores the visit once.
    requestKey: crypto.randomUUID(),
    locationId:
      preset?.pK_PT_RELATIONDELIVERYADDRESS ??
      (places.length === 1 ? places[0]!.pK_PT_RELATIONDELIVERYADDRESS : null),
    objectId: preset ? chosenObject : null,
    kind: null,
    date: null,
    dayPart: 'anyTime',
    remarks: '',
  } satisfies BookingDraft;
}

function BookingForm({ places, chosenObject }: { places: BookablePlace[]; chosenObject: number | null }) {
  const { t } = useI18n();
  const owner = useSession().user?.id ?? '';
  const preset = placeOfObject(places, chosenObject);
  const [draft, setDraft] = useState(() => startingDraft(readBookingDraft(owner), places, chosenObject));
  // Every change is kept at once: a session that expires now loses nothing of it.
  const change = (patch: Partial<BookingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    keepBookingDraft(owner, next);
  };
  const { locationId, objectId } = draft;
  const location = places.find((p) => p.pK_PT_RELATIONDELIVERYADDRESS === locationId);
  const objects = location?.objects ?? [];
  const cancelTo =
    preset && chosenObject
      ? objectPath(preset.fK_PT_RELATION, preset.pK_PT_RELATIONDELIVERYADDRESS, chosenObject)
      : '/';

  const form = useForm({
    schema: bookingRequestSchema,
    submit: bookVisit,
    invalidates: ['/api/appointmentaction', '/api/booking/requested'],
    successToast: 'bookingForm.requested',
    afterwards: () => forgetBookingDraft(owner),
    navigateTo: (visit) =>
      visit.fK_PT_RELATIONDELIVERYADDRESS === null
        ? '/'
        : `${objectPath(visit.fK_PT_RELATION, visit.fK_PT_RELATIONDELIVERYADDRESS, visit.fK_R_SERVICEOBJECT)}?tab=appointments`,
  });

  const submit = (data: FormData) =>
    form.submit({
      requestKey: draft.requestKey,
      objectId: objectId ?? undefined,
      kind: data.get('kind') ?? undefined,
      date: data.get('date') ?? '',
      dayPart: data.get('dayPart') ?? undefined,
      remarks: data.get('remarks') ?? '',
    });

  return (
    <Form errors={form.errors} onSubmit={submit} className="booking-form">
      {places.length > 1 && (
        <Select
          label={t('bookingForm.location')}
          placeholder={t('choose.location')}
          options={places.map((p) => ({
            id: p.pK_PT_RELATIONDELIVERYADDRESS,
            label: `${p.name} (${p.relationName})`,
          }))}
          selectedKey={locationId}
          onSelectionChange={(key) =>
            change({ locationId: key === null ? null : Number(key), objectId: null })
          }
          isRequired
        />
      )}
      <Select
        name="objectId"
        label={t('bookingForm.object')}
        placeholder={t('choose.object')}
        options={objects.map((o) => ({
          id: o.pK_R_SERVICEOBJECT,
          label: o.description ? `${o.serviceobjectnumber} · ${o.description}` : o.serviceobjectnumber,
        }))}
        selectedKey={objectId}
        onSelectionChange={(key) => change({ objectId: key === null ? null : Number(key) })}
        isDisabled={!location}
        isRequired
      />
      <RadioGroup
        name="kind"
        label={t('bookingForm.kind')}
        options={visitKinds.map((kind) => ({ id: kind, label: t(`bookingForm.kinds.${kind}`) }))}
        value={draft.kind}
        onChange={(kind) => change({ kind: kind as VisitKind })}
        isRequired
      />
      <DatePicker
        name="date"
        label={t('bookingForm.date')}
        description={t('bookingForm.dateHelp')}
        minValue={today(PROVIDER_TIME_ZONE)}
        isDateUnavailable={(date) => !isWorkingDay(date.toString())}
        value={draft.date ? parseDate(draft.date) : null}
        onChange={(date) => change({ date: date?.toString() ?? null })}
        tooEarlyMessage={t('bookingForm.errors.datePast')}
        unavailableMessage={t('bookingForm.errors.notWorkingDay')}
        isRequired
      />
      <RadioGroup
        name="dayPart"
        label={t('bookingForm.dayPart')}
        options={dayParts.map((part) => ({ id: part, label: t(`booking.dayParts.${part}`) }))}
        look="segmented"
        value={draft.dayPart}
        onChange={(dayPart) => change({ dayPart: dayPart as DayPart })}
        isRequired
      />
      <TextAreaField
        name="remarks"
        maxLength={maxLengthOf(bookingRequestSchema.shape.remarks)}
        label={t('bookingForm.remarks')}
        description={t('bookingForm.remarksHelp')}
        value={draft.remarks}
        onChange={(remarks) => change({ remarks })}
      />
      {form.failure && <Alert>{errorText(form.failure, t)}</Alert>}
      <div className="form__actions">
        <Link href={cancelTo}>{t('bookingForm.cancel')}</Link>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('bookingForm.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** Book a visit (/book, /book?object={id} from an object's page): a customer asks for an engineer. */
export function BookVisit() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const chosen = Number(params.get('object'));
  const places = useData(bookablePlaces());
  return (
    <>
      <TitleTrail items={[{ label: t('bookingForm.title') }]} />
      <h1>{t('bookingForm.title')}</h1>
      <p className="lead">{t('bookingForm.intro')}</p>
      <section className="panel">
        <DataState
          state={places}
          isEmpty={(p) => p.length === 0}
          empty={t('bookingForm.noObjects')}
          emptyIcon="gate"
        >
          {(data) => (
            <BookingForm
              places={data}
              chosenObject={Number.isInteger(chosen) && chosen > 0 ? chosen : null}
            />
          )}
        </DataState>
      </section>
    </>
  );
}
