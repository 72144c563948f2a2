import type { Appointment } from '../../../contract/appointments';
import { appointmentStateOf } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import type { PagedCall } from '../../services/portal-data/call';
import type { PageQuery } from '../../services/portal-data/list-query';
import { Badge } from '../ui/Badge';
import { Link } from '../ui/Link';
import { type ListOrder, PagedList } from '../ui/PagedList';
import type { TableColumn } from '../ui/Table';
import { ExportButton } from './ExportButton';
import { buildingPath, jobOrderPath, objectPath, relationPath } from './paths';

/** The server orders appointments by start time, and offers no other order. */
const byStartTime: ListOrder<'date'> = { sorts: [], sort: 'date', direction: 'asc' };

/** Appointments are planned in the provider's time zone, where "today" is decided too. */
const timeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
};

/** A requested visit has no agreed time yet: its day, and the part of the day asked for. */
const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
};

/** Where the appointment is: its object's page when known, otherwise its building or relation. */
function placeOf(a: Appointment): string {
  if (a.fK_PT_RELATIONDELIVERYADDRESS === null) return relationPath(a.fK_PT_RELATION);
  if (a.fK_R_SERVICEOBJECT === null) return buildingPath(a.fK_PT_RELATION, a.fK_PT_RELATIONDELIVERYADDRESS);
  return objectPath(a.fK_PT_RELATION, a.fK_PT_RELATIONDELIVERYADDRESS, a.fK_R_SERVICEOBJECT);
}

function useAppointmentColumns(withPlace: boolean, withEngineer: boolean): TableColumn<Appointment>[] {
  const { t, formatDate } = useI18n();
  const where: TableColumn<Appointment>[] = [
    { id: 'relation', label: t('fields.relation'), cell: (a) => a.relationName },
    { id: 'location', label: t('fields.location'), cell: (a) => a.locationName ?? '–' },
    {
      id: 'serviceobjectnumber',
      label: t('fields.serviceObject'),
      cell: (a) =>
        a.serviceobjectnumber && a.fK_PT_RELATIONDELIVERYADDRESS !== null ? (
          <Link href={placeOf(a)}>{a.serviceobjectnumber}</Link>
        ) : (
          '–'
        ),
    },
  ];
  return [
    {
      id: 'date',
      label: t('appointment.date'),
      cell: (a) =>
        a.request === 'requested' && a.dayPart
          ? `${formatDate(a.date, dayOptions)}, ${t(`booking.dayParts.${a.dayPart}`)}`
          : formatDate(a.date, timeOptions),
    },
    { id: 'type', label: t('appointment.type'), cell: (a) => t(`vocabulary.appointmentType.${a.type}`) },
    ...(withPlace ? where : []),
    ...(withEngineer
      ? [
          {
            id: 'serviceEngineer',
            label: t('appointment.serviceEngineer'),
            cell: (a: Appointment) => a.serviceEngineer ?? '–',
          },
        ]
      : []),
    {
      id: 'jobordernumber',
      label: t('fields.jobOrder'),
      cell: (a) =>
        a.jobordernumber && a.fK_R_JOBORDER !== null ? (
          <Link href={jobOrderPath(placeOf(a), a.fK_R_JOBORDER)}>{a.jobordernumber}</Link>
        ) : (
          '–'
        ),
    },
    {
      id: 'status',
      label: t('appointment.status'),
      cell: (a) => {
        // A booked visit says whether it is still only requested or already planned, until it is done.
        const state = appointmentStateOf(a);
        return state === a.status ? (
          <Badge tone={a.status === 'done' ? 'success' : 'info'}>
            {t(`appointment.statuses.${a.status}`)}
          </Badge>
        ) : (
          <Badge tone={state === 'requested' ? 'warning' : 'info'}>{t(`booking.states.${state}`)}</Badge>
        );
      },
    },
  ];
}

interface AppointmentListProps {
  prefix: string;
  call(query: PageQuery): PagedCall<Appointment>;
  empty: string;
  /** Show whose and where (for a list across relations). */
  withPlace?: boolean;
  /** Show the service engineer (not in a list of one's own appointments). */
  withEngineer?: boolean;
}

/** Appointments by start time, a page at a time. */
export function AppointmentList({
  prefix,
  call,
  empty,
  withPlace = false,
  withEngineer = true,
}: AppointmentListProps) {
  const { t } = useI18n();
  return (
    <PagedList
      prefix={prefix}
      order={byStartTime}
      call={({ page, pageSize }) => call({ page, pageSize })}
      label={t('appointment.list')}
      columns={useAppointmentColumns(withPlace, withEngineer)}
      rowKey={(a) => a.pK_R_APPOINTMENT}
      empty={empty}
      emptyIcon="calendar"
      actions={(page) => <ExportButton list={page.key} />}
    />
  );
}
