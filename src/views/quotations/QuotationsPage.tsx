import { useI18n } from '../../i18n';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { QuotationList } from '../shared/QuotationList';

function Quotations({ place }: { place: Place }) {
  const { t } = useI18n();
  const filter = {
    relationId: place.relation.pK_PT_RELATION,
    locationId: place.building?.pK_PT_RELATIONDELIVERYADDRESS,
    objectId: place.objectId ?? undefined,
  };
  return (
    <>
      <PlaceTrail place={place} items={[{ label: t('quotation.list') }]} />
      <h1>{t('quotation.list')}</h1>
      <QuotationList prefix="" place={place.path} filter={filter} />
    </>
  );
}

/** The quotations (…/quotations) of the relation, building or object the address names. */
export function QuotationsPage() {
  return <KnownPlace>{(place) => <Quotations place={place} />}</KnownPlace>;
}
