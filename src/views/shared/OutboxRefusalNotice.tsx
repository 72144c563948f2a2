import { useI18n } from '../../i18n';
import type { OutboxView } from '../../machines/outbox/outbox.connect';
import type { OutboxRefusal } from '../../machines/outbox/outbox.types';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/**
 * Refusals whose server text is too short to act on, said in plain words here; any other shows the server's
 * reason by its code.
 */
const plainReasons = new Set(['notFound', 'noAccess', 'objectInspectedMeanwhile']);

interface OutboxRefusalNoticeProps {
  refusal: OutboxRefusal;
  outbox: OutboxView;
}

/**
 * What the server refused for good, said plainly, with what the engineer can do: try again or remove the
 * inspection from this device, or, when someone else inspected the same gate meanwhile, record theirs as well.
 */
export function OutboxRefusalNotice({ refusal, outbox }: OutboxRefusalNoticeProps) {
  const { t, formatDate } = useI18n();
  const { meanwhile } = refusal;
  const discard = (
    <Button variant="secondary" onPress={outbox.discard} isPending={outbox.isBusy}>
      {t('fieldSync.discard')}
    </Button>
  );
  if (meanwhile)
    return (
      <Alert>
        <strong>{t('fieldSync.meanwhileTitle')}</strong>
        <p>
          {t('fieldSync.meanwhile', {
            object: meanwhile.objectDescription
              ? `${meanwhile.objectNumber} (${meanwhile.objectDescription})`
              : meanwhile.objectNumber,
            engineer: meanwhile.engineerName ?? t('fieldSync.someoneElse'),
            date: formatDate(meanwhile.completedAt, { dateStyle: 'long', timeStyle: 'short' }),
            result: t(`fieldSync.result.${meanwhile.result}`),
          })}
        </p>
        <p>{t('fieldSync.meanwhileHelp')}</p>
        <p className="outbox__actions">
          <Button variant="secondary" onPress={outbox.recordAsWell} isPending={outbox.isBusy}>
            {t('fieldSync.recordAsWell')}
          </Button>
          {discard}
        </p>
      </Alert>
    );
  return (
    <Alert>
      <strong>{t('fieldSync.refusedTitle')}</strong>
      <p>
        {t('fieldSync.refused', {
          what: t(`fieldSync.what.${refusal.kind}`),
          reason: plainReasons.has(refusal.code)
            ? t(`fieldSync.reason.${refusal.code}`)
            : t(`errors.${refusal.code}`),
        })}
      </p>
      <p>{t('fieldSync.refusedHelp')}</p>
      <p className="outbox__actions">
        <Button variant="secondary" onPress={outbox.retry} isPending={outbox.isBusy}>
          {t('fieldSync.retry')}
        </Button>
        {discard}
      </p>
    </Alert>
  );
}
