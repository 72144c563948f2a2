import { stickerSheetRequestSchema } from '../../../contract/contact';
import type { ServiceObject } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import { objectsAtLocation } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { objectQr, stickerSheetLink } from '../../services/stickers';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { errorText } from '../ui/error-text';
import { Link } from '../ui/Link';
import { useForm } from '../ui/use-form';

/** One sticker as it will be printed: number, kind and the QR code of the gate's public page. */
function Sticker({ object }: { object: ServiceObject }) {
  const { t } = useI18n();
  const qr = useData(objectQr(object.pK_R_SERVICEOBJECT));
  return (
    <li className="sticker">
      <strong className="sticker__number">{object.serviceobjectnumber}</strong>
      <span>{object.objectType?.description ?? object.description}</span>
      <DataState state={qr}>
        {(code) => (
          <img
            className="sticker__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
            alt={t('failures.qrOf', { number: object.serviceobjectnumber })}
            width={150}
            height={150}
          />
        )}
      </DataState>
    </li>
  );
}

function Stickers({ place }: { place: Place }) {
  const { t } = useI18n();
  const buildingId = place.building!.pK_PT_RELATIONDELIVERYADDRESS;
  const objects = useData(
    objectsAtLocation(buildingId, { page: 1, pageSize: 100, sort: 'serviceobjectnumber', direction: 'asc' }),
  );
  const sheet = useForm({
    schema: stickerSheetRequestSchema,
    submit: ({ locationId }) => stickerSheetLink(locationId),
  });
  return (
    <>
      <PlaceTrail place={place} items={[{ label: t('failures.stickersTitle') }]} />
      <h1>{t('failures.stickersTitle')}</h1>
      <p className="lead">{t('failures.stickersIntro')}</p>
      {sheet.failure && <Alert>{errorText(sheet.failure, t)}</Alert>}
      <p className="sticker-actions">
        <Button isPending={sheet.isSubmitting} onPress={() => sheet.submit({ locationId: buildingId })}>
          {t('failures.printStickers')}
        </Button>
        {sheet.result && (
          // A signed address that is valid for a few minutes: the sheet opens in a tab of its own.
          <Link href={sheet.result.url} target="_blank" rel="noopener">
            {t('failures.sheetReady')}
          </Link>
        )}
      </p>
      <DataState
        state={objects}
        isEmpty={(page) => page.items.filter((o) => !o.providerOnly).length === 0}
        empty={t('failures.noObjects')}
      >
        {(page) => (
          <ul className="sticker-sheet">
            {page.items
              .filter((o) => !o.providerOnly)
              .map((object) => (
                <Sticker key={object.pK_R_SERVICEOBJECT} object={object} />
              ))}
          </ul>
        )}
      </DataState>
    </>
  );
}

/** QR stickers of a location (/buildings/{id}/{buildingId}/stickers), for provider staff. */
export function StickerPage() {
  return <KnownPlace>{(place) => <Stickers place={place} />}</KnownPlace>;
}
