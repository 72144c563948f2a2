import { useI18n } from '../../i18n';
import { serviceIntervals } from '../../services/portal-data/contracts';
import { useData } from '../../services/portal-data/use-data';
import { DataState } from '../ui/DataState';
import { Table } from '../ui/Table';

/** When the object is serviced: each interval with its last and next date. */
export function ServiceIntervals({ objectId }: { objectId: number }) {
  const { t, formatDate } = useI18n();
  const intervals = useData(serviceIntervals(objectId));
  const date = (value: string | null) => (value ? formatDate(value) : '–');
  return (
    <DataState
      state={intervals}
      isEmpty={(list) => list.length === 0}
      empty={t('object.noServiceIntervals')}
      emptyIcon="calendar"
    >
      {(list) => (
        <Table
          label={t('object.tabs.serviceIntervals')}
          rows={list}
          rowKey={(i) => i.pK_R_SERVICEINTERVAL}
          columns={[
            { id: 'description', label: t('fields.description'), cell: (i) => i.description },
            {
              id: 'interval',
              label: t('object.interval'),
              cell: (i) => t('object.months', { count: i.intervalMonths }),
            },
            { id: 'lastDate', label: t('object.lastDate'), cell: (i) => date(i.lastDate) },
            { id: 'nextDate', label: t('object.nextDate'), cell: (i) => date(i.nextDate) },
          ]}
        />
      )}
    </DataState>
  );
}
