import './texts';
import { parseDate, today } from '@internationalized/date';
import { useState } from 'react';
import {
  dayPartStart,
  declineVisitSchema,
  isWorkingDay,
  PROVIDER_TIME_ZONE,
  planVisitSchema,
  type RequestedVisit,
} from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { declineVisit, planVisit } from '../../services/booking';
import { engineers, requestedVisits } from '../../services/portal-data/booking';
import { useData } from '../../services/portal-data/use-data';
import { objectPath } from '../shared/paths';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { DatePicker } from '../ui/DatePicker';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { LazyDialog } from '../ui/LazyDialog';
import { Link } from '../ui/Link';
import { type ListOrder, PagedList } from '../ui/PagedList';
import { Select } from '../ui/Select';
import type { TableColumn } from '../ui/Table';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { useForm } from '../ui/use-form';

/** The server lists requests oldest first, and offers no other order. */
const byRequest: ListOrder<'requestedAt'> = { sorts: [], sort: 'requestedAt', direction: 'asc' };

/** What a plan or a decline makes stale: this list, the object's appointments and the engineer's own. */
const changed = ['/api/booking/requested', '/api/appointmentaction', '/api/MyAppointments'];

type Handling = { visit: RequestedVisit; action: 'plan' | 'decline' } | null;

function PlanForm({ visit, onDone }: { visit: RequestedVisit; onDone(): void }) {
  const { t } = useI18n();
  const staff = useData(engineers());
  const form = useForm({
    schema: planVisitSchema,
    submit: planVisit,
    invalidates: changed,
    successToast: 'bookingForm.planning.planned',
    afterwards: onDone,
  });
  const submit = (data: FormData) =>
    form.submit({
      appointmentId: visit.pK_R_APPOINTMENT,
      date: data.get('date') ?? '',
      time: data.get('time') ?? '',
      engineerId: data.get('engineerId') ?? '',
    });
  return (
    <DataState state={staff}>
      {(people) => (
        <Form errors={form.errors} onSubmit={submit}>
          <DatePicker
            name="date"
            label={t('bookingForm.planning.date')}
            defaultValue={parseDate(visit.preferredDate)}
            minValue={today(PROVIDER_TIME_ZONE)}
            isDateUnavailable={(date) => !isWorkingDay(date.toString())}
            isRequired
          />
          <TextField
            name="time"
            label={t('bookingForm.planning.time')}
            description={t('bookingForm.planning.timeHelp')}
            defaultValue={dayPartStart[visit.dayPart]}
            inputMode="numeric"
            isRequired
          />
          <Select
            name="engineerId"
            label={t('bookingForm.planning.engineer')}
            placeholder={t('choose.engineer')}
            options={people.map((p) => ({ id: p.id, label: p.name || p.email }))}
            isRequired
          />
          {form.failure && <Alert>{errorText(form.failure, t)}</Alert>}
          <div className="form__actions">
            <Button variant="secondary" onPress={onDone}>
              {t('bookingForm.planning.cancel')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {t('bookingForm.planning.save')}
            </Button>
          </div>
        </Form>
      )}
    </DataState>
  );
}

function DeclineForm({ visit, onDone }: { visit: RequestedVisit; onDone(): void }) {
  const { t } = useI18n();
  const form = useForm({
    schema: declineVisitSchema,
    submit: declineVisit,
    invalidates: changed,
    successToast: 'bookingForm.planning.declined',
    afterwards: onDone,
  });
  const submit = (data: FormData) =>
    form.submit({ appointmentId: visit.pK_R_APPOINTMENT, reason: data.get('reason') ?? '' });
  return (
    <Form errors={form.errors} onSubmit={submit}>
      <TextAreaField
        name="reason"
        label={t('bookingForm.planning.reason')}
        description={t('bookingForm.planning.reasonHelp')}
        isRequired
      />
      {form.failure && <Alert>{errorText(form.failure, t)}</Alert>}
      <div className="form__actions">
        <Button variant="secondary" onPress={onDone}>
          {t('bookingForm.planning.cancel')}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('bookingForm.planning.confirmDecline')}
        </Button>
      </div>
    </Form>
  );
}

function useColumns(handle: (visit: RequestedVisit, action: 'plan' | 'decline') => void) {
  const { t, formatDate } = useI18n();
  const columns: TableColumn<RequestedVisit>[] = [
    {
      id: 'requestedAt',
      label: t('bookingForm.planning.requestedAt'),
      cell: (v) =>
        formatDate(v.requestedAt, { dateStyle: 'short', timeStyle: 'short', timeZone: PROVIDER_TIME_ZONE }),
    },
    {
      id: 'customer',
      label: t('bookingForm.planning.customer'),
      cell: (v) => `${v.relationName}, ${v.locationName ?? '–'}`,
    },
    {
      id: 'object',
      label: t('bookingForm.planning.object'),
      cell: (v) =>
        v.fK_PT_RELATIONDELIVERYADDRESS === null ? (
          v.serviceobjectnumber
        ) : (
          <Link href={objectPath(v.fK_PT_RELATION, v.fK_PT_RELATIONDELIVERYADDRESS, v.fK_R_SERVICEOBJECT)}>
            {v.serviceobjectnumber}
          </Link>
        ),
    },
    { id: 'kind', label: t('bookingForm.planning.kind'), cell: (v) => t(`bookingForm.kinds.${v.kind}`) },
    {
      id: 'preferred',
      label: t('bookingForm.planning.preferred'),
      cell: (v) =>
        `${formatDate(`${v.preferredDate}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: PROVIDER_TIME_ZONE })}, ${t(`booking.dayParts.${v.dayPart}`)}`,
    },
    {
      id: 'requester',
      label: t('bookingForm.planning.requester'),
      cell: (v) => v.requesterName || v.requesterEmail,
    },
    { id: 'remarks', label: t('bookingForm.planning.remarks'), cell: (v) => v.remarks || '–' },
    {
      id: 'actions',
      label: t('bookingForm.planning.actions'),
      cell: (v) => (
        <div className="row-actions">
          <Button variant="secondary" onPress={() => handle(v, 'plan')}>
            {t('bookingForm.planning.plan')}
          </Button>
          <Button variant="quiet" onPress={() => handle(v, 'decline')}>
            {t('bookingForm.planning.decline')}
          </Button>
        </div>
      ),
    },
  ];
  return columns;
}

/** Requested visits (/book/requested): provider staff plan each for an engineer, or decline it. */
export function RequestedVisits() {
  const { t } = useI18n();
  const [handling, setHandling] = useState<Handling>(null);
  const close = () => setHandling(null);
  const columns = useColumns((visit, action) => setHandling({ visit, action }));
  return (
    <>
      <TitleTrail items={[{ label: t('bookingForm.planning.title') }]} />
      <h1>{t('bookingForm.planning.title')}</h1>
      <p className="lead">{t('bookingForm.planning.intro')}</p>
      <PagedList
        prefix=""
        order={byRequest}
        call={({ page, pageSize }) => requestedVisits({ page, pageSize })}
        label={t('bookingForm.planning.list')}
        columns={columns}
        rowKey={(v) => v.pK_R_APPOINTMENT}
        empty={t('bookingForm.planning.none')}
        emptyIcon="calendar"
      />
      {handling && (
        <LazyDialog
          title={t(
            handling.action === 'plan'
              ? 'bookingForm.planning.planTitle'
              : 'bookingForm.planning.declineTitle',
            {
              object: handling.visit.serviceobjectnumber,
            },
          )}
          isOpen
          onOpenChange={(open) => !open && close()}
        >
          {handling.action === 'plan' ? (
            <PlanForm visit={handling.visit} onDone={close} />
          ) : (
            <DeclineForm visit={handling.visit} onDone={close} />
          )}
        </LazyDialog>
      )}
    </>
  );
}
