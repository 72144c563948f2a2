import './texts';
import type { z } from 'zod/mini';
import type { erpImportRunSchema } from '../../../contract/provider-settings';
import { useI18n } from '../../i18n';
import { useData } from '../../services/portal-data/use-data';
import { erpLink } from '../../services/provider-settings';
import { DataState } from '../ui/DataState';
import { Section } from '../ui/Section';
import { Table } from '../ui/Table';

type Run = z.infer<typeof erpImportRunSchema>;

/** The state of the ERP link (Settings.RiQLink): the latest imports, when they ran and what they loaded. */
export function ErpLink() {
  const { t, formatDate } = useI18n();
  const runs = useData(erpLink());
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const kind = (name: string) => {
    const key = `providerSettings.counts.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };
  const loaded = (run: Run) =>
    Object.entries(run.counts)
      .filter(([, n]) => n > 0)
      .map(([name, n]) => `${n} ${kind(name)}`)
      .join(', ') || '–';
  return (
    <Section id="erp-link" title={t('providerSettings.erpTitle')}>
      <p className="muted">{t('providerSettings.erpIntro')}</p>
      <DataState state={runs} isEmpty={(list) => list.length === 0} empty={t('providerSettings.erpNone')}>
        {(list) => (
          <>
            <p>{t('providerSettings.lastImport', { date: when(list[0].finishedAt) })}</p>
            <Table<Run>
              label={t('providerSettings.erpRuns')}
              rows={list}
              rowKey={(run) => run.id}
              columns={[
                {
                  id: 'finishedAt',
                  label: t('providerSettings.finishedAt'),
                  cell: (run) => when(run.finishedAt),
                },
                {
                  id: 'startedAt',
                  label: t('providerSettings.startedAt'),
                  cell: (run) => when(run.startedAt),
                },
                { id: 'source', label: t('providerSettings.source'), cell: (run) => run.source },
                { id: 'loaded', label: t('providerSettings.loaded'), cell: loaded },
              ]}
            />
          </>
        )}
      </DataState>
    </Section>
  );
}
