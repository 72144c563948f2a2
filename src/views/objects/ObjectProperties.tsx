import type { ObjectProperty, ServiceObject } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import type { DataCall } from '../../services/portal-data/call';
import { nonPublicProperties, publicProperties } from '../../services/portal-data/objects';
import { useData } from '../../services/portal-data/use-data';
import { useSeesProviderFields } from '../shared/readers';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { Section } from '../ui/Section';

type Properties = ObjectProperty[];

function SubtypeProperties({ call, empty }: { call: DataCall<Properties>; empty: string }) {
  const { t } = useI18n();
  const properties = useData(call);
  return (
    <DataState state={properties} isEmpty={(list) => list.length === 0} empty={empty}>
      {(list) => (
        <Details
          items={list.map((p) => ({ label: t(`vocabulary.typeProperty.${p.name}`), value: p.value }))}
        />
      )}
    </DataState>
  );
}

/**
 * What only provider employees see: the API leaves these fields out for anyone else, so they show only
 * when they arrived (and the non-public properties are asked for only by those who may read them).
 */
function ProviderFields({ object }: { object: ServiceObject }) {
  const { t } = useI18n();
  const seesProviderFields = useSeesProviderFields();
  if (!seesProviderFields && object.internalNotes === undefined && object.providerOnly === undefined)
    return null;
  return (
    <Section id="provider-only" className="record provider-only" title={t('object.providerOnlySection')}>
      <Details
        items={[
          {
            label: t('object.providerOnly'),
            value:
              object.providerOnly === undefined ? null : t(object.providerOnly ? 'fields.yes' : 'fields.no'),
          },
          { label: t('object.internalNotes'), value: object.internalNotes },
        ]}
      />
      {seesProviderFields && (
        <>
          <h3>{t('object.nonPublicProperties')}</h3>
          <SubtypeProperties
            call={nonPublicProperties(object.pK_R_SERVICEOBJECT)}
            empty={t('object.noNonPublicProperties')}
          />
        </>
      )}
    </Section>
  );
}

/** The object's general and technical properties, its type's properties, and the provider's own fields. */
export function ObjectProperties({ object }: { object: ServiceObject }) {
  const { t, formatDate } = useI18n();
  const date = (value: string | null) => (value ? formatDate(value) : null);
  return (
    <>
      <Section id="general" className="record" title={t('object.general')}>
        <Details
          items={[
            { label: t('object.serviceobjectnumber'), value: object.serviceobjectnumber },
            { label: t('fields.description'), value: object.description },
            { label: t('object.objectType'), value: object.objectType?.description },
            { label: t('fields.location'), value: object.locationName },
            {
              label: t('object.gateState'),
              value: object.gateState && t(`vocabulary.gateState.${object.gateState}`),
            },
            { label: t('object.buildDate'), value: date(object.buildDate) },
            { label: t('object.warrantyDate'), value: date(object.warrantyDate) },
            { label: t('object.notes'), value: object.notes },
            { label: t('object.remarks'), value: object.remarks },
            { label: t('object.realizedSolution'), value: object.realizedSolution },
          ]}
        />
      </Section>
      <Section id="technical" className="record" title={t('object.technical')}>
        <Details
          items={[
            { label: t('object.brand'), value: object.brand },
            { label: t('object.colour'), value: object.color },
            { label: t('object.powerSupply'), value: object.powerSupply },
            { label: t('object.fillIn'), value: object.fillIn },
            {
              label: t('object.walkThroughDoor'),
              value: object.walkThroughDoor && t(`vocabulary.walkThroughDoor.${object.walkThroughDoor}`),
            },
          ]}
        />
        <h3>{t('object.typeProperties')}</h3>
        <SubtypeProperties
          call={publicProperties(object.pK_R_SERVICEOBJECT)}
          empty={t('object.noTypeProperties')}
        />
      </Section>
      <ProviderFields object={object} />
    </>
  );
}
