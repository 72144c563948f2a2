import { useI18n } from '../../i18n';
import { contractsOfRelation } from '../../services/portal-data/contracts';
import { invoicesOfRelation } from '../../services/portal-data/invoices';
import { ContractList } from '../shared/ContractList';
import { InvoiceList } from '../shared/InvoiceList';
import { KnownPlace, type Place, PlaceTrail } from '../shared/Place';
import { buildingPath } from '../shared/paths';
import { QuotationList } from '../shared/QuotationList';
import { useMayRead } from '../shared/readers';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { Section } from '../ui/Section';
import { type TabItem, Tabs } from '../ui/Tabs';
import { useSearchParam } from '../ui/use-list-params';

/** The relation's open invoices, contracts and quotations, each for whoever may read them. */
function RelationData({ place }: { place: Place }) {
  const { t } = useI18n();
  const mayRead = useMayRead();
  const [tab, setTab] = useSearchParam('tab', 'invoices');
  const relationId = place.relation.pK_PT_RELATION;
  const items: TabItem[] = [];
  if (mayRead('invoices')) {
    items.push({
      id: 'invoices',
      label: t('relation.invoices'),
      content: (
        <InvoiceList
          prefix="inv."
          place={place.path}
          call={(query) => invoicesOfRelation(relationId, query)}
          openFilter
        />
      ),
    });
    items.push({
      id: 'contracts',
      label: t('relation.contracts'),
      content: <ContractList call={contractsOfRelation(relationId)} place={place.path} />,
    });
  }
  if (mayRead('orders')) {
    items.push({
      id: 'quotations',
      label: t('relation.quotations'),
      content: <QuotationList prefix="qt." place={place.path} filter={{ relationId }} />,
    });
  }
  if (items.length === 0) return null;
  return (
    <Section title={t('relation.overview')}>
      <Tabs label={t('relation.overview')} items={items} selected={tab} onSelect={setTab} />
    </Section>
  );
}

function Relation({ place }: { place: Place }) {
  const { t } = useI18n();
  const { relation } = place;
  return (
    <>
      <PlaceTrail place={place} />
      <h1>{relation.name}</h1>
      <p className="lead">{t('relation.selectLocation')}</p>
      <Section title={t('relation.locations')}>
        {relation.deliveryAdresses.length === 0 ? (
          <EmptyState title={t('relation.noLocations')} icon="building" />
        ) : (
          <ul className="card-grid">
            {relation.deliveryAdresses.map((b) => (
              <li key={b.pK_PT_RELATIONDELIVERYADDRESS}>
                <Link
                  variant="button"
                  className="card"
                  href={buildingPath(relation.pK_PT_RELATION, b.pK_PT_RELATIONDELIVERYADDRESS)}
                >
                  <Icon name="building" className="card__icon" />
                  <span className="card__title">{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <RelationData place={place} />
    </>
  );
}

/** The relation page (/buildings/{id}): its locations, and its invoices, contracts and quotations. */
export function RelationPage() {
  return <KnownPlace>{(place) => <Relation place={place} />}</KnownPlace>;
}
