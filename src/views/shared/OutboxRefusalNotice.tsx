import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import type { OutboxView } from '../../machines/outbox/outbox.connect';
import type { OutboxRefusal } from '../../machines/outbox/outbox.types';
import { readPhoto } from '../../services/inspection-store';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/**
 * Refusals whose server text is too short to act on, said in plain words here; any other shows the server's
 * reason by its code.
 */
const plainReasons = new Set(['notFound', 'noAccess', 'objectInspectedMeanwhile']);

/** What is left of the inspection on the server when it is removed from this device. */
function whatServerKeeps(refusal: OutboxRefusal): 'nothing' | 'completed' | 'unreachable' | 'open' {
  if (refusal.kind === 'create' || refusal.code === 'notFound') return 'nothing';
  if (refusal.code === 'inspectionSubmitted') return 'completed';
  if (refusal.code === 'noAccess') return 'unreachable';
  return 'open';
}

interface OutboxRefusalNoticeProps {
  refusal: OutboxRefusal;
  outbox: OutboxView;
}

/** The refused photo as the engineer took it, so they can tell which one it is (when the browser can show it). */
function RefusedPhoto({ photoId, name }: { photoId: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let gone = false;
    void readPhoto(photoId)
      .then((blob) => {
        if (!blob || gone) return;
        address = URL.createObjectURL(blob);
        setUrl(address);
      })
      .catch(() => {});
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
    };
  }, [photoId]);
  if (!url || broken) return null;
  return <img src={url} alt={name} className="outbox__refused-photo" onError={() => setBroken(true)} />;
}

/**
 * What the server refused for good, said plainly, with what the engineer can do. The refused entry is set
 * aside and the others are sent meanwhile: a refused photo can be dropped (or tried again), unless the
 * inspection was completed on this device and its submit needs that photo (dropped, the submit would be
 * refused): then it can be tried again or the inspection removed. Anything else of an inspection can be tried
 * again or the inspection removed from this device, or, when someone else inspected the same gate meanwhile,
 * recorded as well.
 */
export function OutboxRefusalNotice({ refusal, outbox }: OutboxRefusalNoticeProps) {
  const { t, formatDate } = useI18n();
  const { meanwhile, inspectionId, photo } = refusal;
  const reason = plainReasons.has(refusal.code)
    ? t(`fieldSync.reason.${refusal.code}`)
    : t(`errors.${refusal.code}`);
  const discard = (
    <Button variant="secondary" onPress={() => outbox.discard(inspectionId)} isPending={outbox.isBusy}>
      {t('fieldSync.discard')}
    </Button>
  );
  // Removing drops only what this device holds: said before the choice, what the server keeps (decision 031).
  const onServer = <p>{t(`fieldSync.onServer.${whatServerKeeps(refusal)}`)}</p>;
  const retry = (
    <Button variant="secondary" onPress={() => outbox.retryRefused(inspectionId)} isPending={outbox.isBusy}>
      {t('fieldSync.retry')}
    </Button>
  );
  if (photo) {
    const kind = t(`fieldSync.photoKind.${photo.kind}`);
    return (
      <Alert>
        <strong>{t('fieldSync.photoRefusedTitle')}</strong>
        <p className="outbox__refused">
          <RefusedPhoto photoId={photo.id} name={kind} />
          <span>{t('fieldSync.photoRefused', { kind, reason })}</span>
        </p>
        <p>{t(`fieldSync.photoRefusedHelp.${refusal.afterSubmit ?? 'inWizard'}`, { kind })}</p>
        {refusal.afterSubmit === 'needsPhoto' && onServer}
        <p className="outbox__actions">
          {refusal.afterSubmit !== 'needsPhoto' && (
            <Button
              variant="secondary"
              onPress={() => outbox.dropPhoto(inspectionId, photo.id)}
              isPending={outbox.isBusy}
            >
              {t('fieldSync.dropPhoto')}
            </Button>
          )}
          {retry}
          {refusal.afterSubmit === 'needsPhoto' && discard}
        </p>
      </Alert>
    );
  }
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
        {onServer}
        <p className="outbox__actions">
          <Button
            variant="secondary"
            onPress={() => outbox.recordAsWell(inspectionId)}
            isPending={outbox.isBusy}
          >
            {t('fieldSync.recordAsWell')}
          </Button>
          {discard}
        </p>
      </Alert>
    );
  return (
    <Alert>
      <strong>{t('fieldSync.refusedTitle')}</strong>
      <p>{t('fieldSync.refused', { what: t(`fieldSync.what.${refusal.kind}`), reason })}</p>
      <p>{t('fieldSync.refusedHelp')}</p>
      {onServer}
      <p className="outbox__actions">
        {retry}
        {discard}
      </p>
    </Alert>
  );
}
