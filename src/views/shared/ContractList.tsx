import type { Contract } from '../../../contract/contracts';
import { useI18n } from '../../i18n';
import type { DataCall } from '../../services/portal-data/call';
import { useData } from '../../services/portal-data/use-data';
import { DataState } from '../ui/DataState';
import { Table } from '../ui/Table';
import { ExportButton } from './ExportButton';
import { contractPath } from './paths';

/** A relation's or object's contracts (few, so on one page); a row opens the contract. */
export function ContractList({ call, place }: { call: DataCall<Contract[]>; place: string }) {
  const { t, formatDate, formatMoney } = useI18n();
  const contracts = useData(call);
  const date = (value: string | null) => (value ? formatDate(value) : '–');
  return (
    <>
      <div className="paged-list__toolbar">
        <ExportButton list={call.key} />
      </div>
      <DataState state={contracts} isEmpty={(list) => list.length === 0} empty={t('contract.none')}>
        {(list) => (
          <Table
            label={t('contract.list')}
            rows={list}
            rowKey={(c) => c.pK_R_CONTRACT}
            rowHref={(c) => contractPath(place, c.pK_R_CONTRACT)}
            columns={[
              { id: 'contractnumber', label: t('contract.contractnumber'), cell: (c) => c.contractnumber },
              { id: 'description', label: t('fields.description'), cell: (c) => c.description },
              { id: 'startDate', label: t('contract.startDate'), cell: (c) => date(c.startDate) },
              { id: 'endDate', label: t('contract.endDate'), cell: (c) => date(c.endDate) },
              { id: 'nextInvoice', label: t('contract.nextInvoice'), cell: (c) => date(c.nextInvoice) },
              {
                id: 'serviceInterval',
                label: t('contract.serviceInterval'),
                cell: (c) => c.serviceInterval ?? '–',
              },
              {
                id: 'amount',
                label: t('contract.amount'),
                align: 'end',
                cell: (c) => formatMoney(c.amount),
              },
            ]}
          />
        )}
      </DataState>
    </>
  );
}
