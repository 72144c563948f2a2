import { useI18n } from '../../i18n';
import { objectFailures } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { ExportButton } from '../shared/ExportButton';
import { Badge } from '../ui/Badge';
import { DataState } from '../ui/DataState';
import { Table } from '../ui/Table';

/** The answers of a report use the glossary's words; "gate open" is keyed gateOpen in the dictionaries. */
const trafficPossibleKey = { open: 'gateOpen', partiallyOpen: 'partiallyOpen', closed: 'closed' } as const;

/** The object's failure reports, newest first, open ones marked. */
export function FailureList({ objectId }: { objectId: number }) {
  const { t, formatDate } = useI18n();
  const call = objectFailures(objectId);
  const failures = useData(call);
  return (
    <>
      <div className="paged-list__toolbar">
        <ExportButton list={call.key} />
      </div>
      <DataState state={failures} isEmpty={(list) => list.length === 0} empty={t('object.noFailures')}>
        {(list) => (
          <Table
            label={t('object.tabs.failures')}
            rows={list}
            rowKey={(f) => f.id}
            columns={[
              { id: 'createdAt', label: t('failure.createdAt'), cell: (f) => formatDate(f.createdAt) },
              { id: 'kind', label: t('failure.kind'), cell: (f) => t(`terms.failureKind.${f.kind}`) },
              {
                id: 'description',
                label: t('fields.description'),
                cell: (f) =>
                  f.realizedSolution ? `${f.description} (${f.realizedSolution})` : f.description,
              },
              {
                id: 'trafficLight',
                label: t('failure.trafficLight'),
                cell: (f) => (f.trafficLight ? t(`terms.trafficLightStatus.${f.trafficLight}`) : '–'),
              },
              {
                id: 'trafficPossible',
                label: t('failure.trafficPossible'),
                cell: (f) =>
                  f.trafficPossible
                    ? t(`terms.trafficPossibleStatus.${trafficPossibleKey[f.trafficPossible]}`)
                    : '–',
              },
              {
                id: 'incidentCause',
                label: t('failure.incidentCause'),
                cell: (f) =>
                  f.incidentCause
                    ? [t(`terms.incidentCauseKind.${f.incidentCause}`), f.incidentDetails]
                        .filter(Boolean)
                        .join(': ')
                    : '–',
              },
              {
                id: 'powerSupplyActive',
                label: t('failure.powerSupplyActive'),
                cell: (f) =>
                  f.powerSupplyActive === null ? '–' : t(f.powerSupplyActive ? 'fields.yes' : 'fields.no'),
              },
              {
                id: 'status',
                label: t('failure.status'),
                cell: (f) =>
                  f.resolvedAt ? (
                    <Badge tone="success">
                      {t('failure.resolvedOn', { date: formatDate(f.resolvedAt) })}
                    </Badge>
                  ) : f.status === 'inProgress' ? (
                    <Badge tone="warning">{t('failures.status.inProgress')}</Badge>
                  ) : (
                    <Badge tone="error">{t(f.urgent ? 'failures.urgent' : 'failure.open')}</Badge>
                  ),
              },
            ]}
          />
        )}
      </DataState>
    </>
  );
}
