import type { ExportFormat } from '../../../contract/exports';
import { useI18n } from '../../i18n';
import { useFileExport } from '../../machines/fileExport';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Icon } from '../ui/Icon';
import { ActionMenu } from '../ui/Menu';
import { ProgressBar } from '../ui/ProgressBar';

const formatNames: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * Exports the list on screen (`list`: the key of its call, with its filters, search and order) to CSV or
 * Excel. While the file comes, a progress bar says how many rows it holds and how far it is, as a share and
 * about as many rows (the bytes alone when the server gave no size); the file is saved when it is whole. A
 * list adds it with `actions={(page) => <ExportButton list={page.key} />}`.
 */
export function ExportButton({ list }: { list: string }) {
  const { t, formatNumber } = useI18n();
  const exporting = useFileExport(list);
  const format = formatNames[exporting.format ?? 'csv'];
  // A small file in kilobytes: "0 MB" would say nothing arrived.
  const size =
    exporting.received < 1_000_000
      ? formatNumber(exporting.received / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
      : formatNumber(exporting.received / 1_000_000, {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        });
  return (
    <div className="export-button">
      <ActionMenu
        label={t('exports.menu')}
        icon="file"
        isPending={exporting.isExporting}
        actions={[
          { id: 'csv', label: t('exports.csv'), isDisabled: exporting.isExporting },
          { id: 'xlsx', label: t('exports.xlsx'), isDisabled: exporting.isExporting },
        ]}
        onAction={(id) => exporting.start(id as ExportFormat)}
      >
        {t('exports.button')}
      </ActionMenu>
      {exporting.isExporting && (
        <div className="export-button__progress">
          <ProgressBar
            label={
              exporting.rows === null
                ? t('exports.running', { format })
                : t('exports.runningRows', { format, rows: formatNumber(exporting.rows) })
            }
            value={exporting.share ?? undefined}
            valueLabel={
              exporting.share === null
                ? t('exports.received', { size })
                : t('exports.progress', {
                    share: formatNumber(exporting.share, { style: 'percent' }),
                    rows: formatNumber(exporting.rowsReceived ?? 0),
                    total: formatNumber(exporting.rows ?? 0),
                    size,
                  })
            }
          />
          <Button variant="secondary" onPress={exporting.cancel}>
            <Icon name="close" /> {t('exports.cancel')}
          </Button>
        </div>
      )}
      {exporting.isFailed && exporting.error && (
        <div className="export-button__progress">
          <Alert onClose={exporting.dismiss}>
            {t('exports.failed')} {errorText(exporting.error, t)}
          </Alert>
          <Button variant="secondary" onPress={() => exporting.start(exporting.format ?? 'csv')}>
            {t('exports.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
