import { useState } from 'react';
import { accessKeyRequestSchema } from '../../../contract/contact';
import type { ServiceObject } from '../../../contract/objects';
import { isProviderAdmin, isProviderRole } from '../../../contract/roles';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { accessKeyMakesStale, objectQr, renewAccessKey } from '../../services/stickers';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { LazyDialog } from '../ui/LazyDialog';
import { Link } from '../ui/Link';
import { useForm } from '../ui/use-form';
import { contactPath } from './paths';

/** The object's sticker: its QR code as SVG, the public page it leads to, and (for admins) a new key. */
function ObjectSticker({ object }: { object: ServiceObject }) {
  const { t } = useI18n();
  const { user } = useSession();
  const qr = useData(objectQr(object.pK_R_SERVICEOBJECT));
  const renewal = useForm({
    schema: accessKeyRequestSchema,
    submit: ({ objectId }) => renewAccessKey(objectId),
    invalidates: accessKeyMakesStale,
    successToast: 'failures.keyRenewed',
    failureToast: 'update',
  });
  const mayRenew = user ? isProviderAdmin(user.role) : false;
  // A new key makes every printed sticker of the gate useless: asked first, in the app's own dialog.
  const [isConfirming, setConfirming] = useState(false);
  const renew = () => {
    setConfirming(false);
    renewal.submit({ objectId: object.pK_R_SERVICEOBJECT });
  };
  return (
    <details className="object-sticker">
      <summary>{t('failures.stickersTitle')}</summary>
      <DataState state={qr}>
        {(code) => (
          <div className="object-sticker__body">
            <img
              className="object-sticker__qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
              alt={t('failures.qrOf', { number: object.serviceobjectnumber })}
              width={160}
              height={160}
            />
            <div>
              <Link href={code.url} target="_blank" rel="noopener">
                {t('failures.openPublicPage')}
              </Link>
              {mayRenew && (
                <p>
                  <Button
                    variant="secondary"
                    isPending={renewal.isSubmitting}
                    onPress={() => setConfirming(true)}
                  >
                    {t('failures.renewKey')}
                  </Button>
                </p>
              )}
              <LazyDialog title={t('failures.renewKey')} isOpen={isConfirming} onOpenChange={setConfirming}>
                <p>{t('failures.renewKeyConfirm')}</p>
                <div className="form__actions dialog__actions">
                  <Button variant="secondary" onPress={() => setConfirming(false)}>
                    {t('failures.cancel')}
                  </Button>
                  <Button onPress={renew}>{t('failures.renewKey')}</Button>
                </div>
              </LazyDialog>
            </div>
          </div>
        )}
      </DataState>
    </details>
  );
}

/** Beside an object's details: report a failure of it, and for provider staff its QR sticker. */
export function ObjectActions({ object }: { object: ServiceObject }) {
  const { t } = useI18n();
  const { user } = useSession();
  const isStaff = user !== null && isProviderRole(user.role);
  return (
    <div className="object-actions">
      <Link
        variant="button"
        className="button button--secondary"
        href={contactPath({
          locationId: object.fK_PT_RELATIONDELIVERYADDRESS,
          objectId: object.pK_R_SERVICEOBJECT,
        })}
      >
        {t('failures.reportThis')}
      </Link>
      {isStaff && object.providerOnly !== true && <ObjectSticker object={object} />}
    </div>
  );
}
