import { appointmentWhen } from '../../../contract/appointments';
import { useI18n } from '../../i18n';
import { myAppointments } from '../../services/portal-data/appointments';
import { AppointmentList } from '../shared/AppointmentList';
import { TitleTrail } from '../shared/TitleTrail';
import { Tabs } from '../ui/Tabs';
import { useSearchParam } from '../ui/use-list-params';

/** My appointments (/appointments): the signed-in engineer's visits today and after today. */
export function MyAppointments() {
  const { t } = useI18n();
  const [tab, setTab] = useSearchParam('tab', 'today');
  return (
    <>
      <TitleTrail items={[{ label: t('appointment.mine') }]} />
      <h1>{t('appointment.mine')}</h1>
      <Tabs
        label={t('appointment.mine')}
        selected={tab}
        onSelect={setTab}
        items={appointmentWhen.map((when) => ({
          id: when,
          label: t(`appointment.${when}`),
          content: (
            <AppointmentList
              prefix={`${when}.`}
              call={(query) => myAppointments(when, query)}
              empty={t(when === 'today' ? 'appointment.noneToday' : 'appointment.noneFuture')}
              withPlace
              withEngineer={false}
            />
          ),
        }))}
      />
    </>
  );
}
