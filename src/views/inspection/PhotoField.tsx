import { useEffect, useState, useSyncExternalStore } from 'react';
import type { InspectionPhoto, PhotoKind } from '../../../contract/inspection';
import { useI18n } from '../../i18n';
import type { MaintenanceView } from '../../machines/maintenance/maintenance.connect';
import { readPhoto } from '../../services/inspection-store';
import { uploadedPhotoUrl } from '../../services/maintenance';
import { photoUploads } from '../../services/photo-uploads';
import { Button } from '../ui/Button';
import { FileButton } from '../ui/FileButton';
import { Icon } from '../ui/Icon';
import { ProgressBar } from '../ui/ProgressBar';

/**
 * The photo as an address an <img> can show, while it is on screen: its bytes in this browser's store, or, for a
 * photo taken on another phone that the server holds, a short-lived signed address of the server's copy.
 */
function usePhotoUrl(inspectionId: string, id: string, onServer: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    let gone = false;
    void (async () => {
      const blob = await readPhoto(id).catch(() => undefined);
      if (gone) return;
      if (blob) {
        address = URL.createObjectURL(blob);
        setUrl(address);
      } else if (onServer) {
        // Offline, or the photo left the server meanwhile: the tile shows without its picture.
        const signed = await uploadedPhotoUrl(inspectionId, id).catch(() => null);
        if (signed && !gone) setUrl(signed.url);
      }
    })();
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
    };
  }, [inspectionId, id, onServer]);
  return url;
}

function PhotoTile({
  photo,
  number,
  wizard,
}: {
  photo: InspectionPhoto;
  number: number;
  wizard: MaintenanceView;
}) {
  const { t } = useI18n();
  const upload = useSyncExternalStore(photoUploads.subscribe, () => photoUploads.read(photo.id));
  const url = usePhotoUrl(wizard.inspectionId, photo.id, upload?.status === 'uploaded');
  const name = t('inspection.photos.photo', { number });
  // Refused for good: set aside in the outbox until it is removed (at once) or tried again.
  const refusal = wizard.photoRefusal(photo.id);
  return (
    <li className="photo-tile">
      {url ? (
        <img src={url} alt={name} className="photo-tile__image" />
      ) : (
        <span className="photo-tile__image" />
      )}
      <div className="photo-tile__status">
        {upload?.status === 'uploading' && (
          <ProgressBar
            label={t('inspection.photos.uploading', { percent: Math.round(upload.progress * 100) })}
            value={upload.progress}
          />
        )}
        {upload?.status === 'preparing' && <ProgressBar label={t('inspection.photos.preparing')} />}
        {upload?.status === 'queued' && (
          <span className="photo-tile__queued">{t('inspection.photos.queued')}</span>
        )}
        {upload?.status === 'uploaded' && (
          <span className="photo-tile__done">
            <Icon name="check" /> {t('inspection.photos.uploaded')}
          </span>
        )}
        {upload?.status === 'failed' && (
          <>
            <span className="photo-tile__error" role="alert">
              {upload.error === 'notStored'
                ? t('inspection.photos.notStored')
                : refusal
                  ? t('inspection.photos.refused', { error: t(`errors.${refusal}`) })
                  : t('inspection.photos.failed', { error: t(`errors.${upload.error}`) })}
            </span>
            <Button variant="secondary" onPress={() => wizard.retryPhoto(photo.id)}>
              {t('inspection.photos.retry')}
            </Button>
          </>
        )}
        <FileButton
          variant="quiet"
          className="photo-tile__retake"
          accept={['image/*']}
          camera="environment"
          aria-label={t('inspection.photos.retakeNamed', { number })}
          onSelect={([file]) => file && wizard.retakePhoto(photo, file)}
        >
          {t('inspection.photos.retake')}
        </FileButton>
      </div>
      <Button
        variant="quiet"
        className="photo-tile__remove"
        aria-label={`${t('inspection.photos.remove')} ${number}`}
        onPress={() => wizard.removePhoto(photo.id)}
      >
        <Icon name="close" />
      </Button>
    </li>
  );
}

interface PhotoFieldProps {
  wizard: MaintenanceView;
  kind: PhotoKind;
  /** The checklist item a repair photo shows. */
  propertyId?: number | null;
  /** The field's rule path (`photos.closedGate`), whose failure is shown here. */
  errorPath?: string;
}

/** The photos of one kind: taken with the camera, made small, kept in the browser and uploaded one by one. */
export function PhotoField({ wizard, kind, propertyId = null, errorPath }: PhotoFieldProps) {
  const { t } = useI18n();
  const photos = wizard.draft.photos.filter((p) => p.kind === kind && p.propertyId === propertyId);
  const error = errorPath ? wizard.errorOf(errorPath) : undefined;
  const label = t(`inspection.photos.${kind}`);
  const preparing = useSyncExternalStore(photoUploads.subscribe, photoUploads.preparingPhotos).filter(
    (p) => p.kind === kind && p.propertyId === propertyId,
  );
  return (
    <fieldset className={`photo-field${error ? ' is-invalid' : ''}`}>
      <legend className="field__label">{label}</legend>
      {photos.length + preparing.length > 0 && (
        <ul className="photo-field__photos" aria-label={label}>
          {photos.map((photo, index) => (
            <PhotoTile key={photo.id} photo={photo} number={index + 1} wizard={wizard} />
          ))}
          {preparing.map((photo) => (
            <li key={photo.id} className="photo-tile">
              <span className="photo-tile__image" />
              <ProgressBar label={t('inspection.photos.preparing')} />
            </li>
          ))}
        </ul>
      )}
      <FileButton
        variant="secondary"
        className="photo-field__add"
        accept={['image/*']}
        camera="environment"
        allowsMultiple
        aria-label={`${t('inspection.photos.add')}: ${label}`}
        onSelect={(files) => wizard.addPhotos(files, kind, propertyId)}
      >
        {photos.length === 0 ? t('inspection.photos.add') : t('inspection.photos.addMore')}
      </FileButton>
      {error && (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
