import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Table';
import { useI18n } from '../../i18n';
import type { PagedCall } from '../../services/portal-data/call';
import { usePagedData } from '../../services/portal-data/use-data';
import { DataState } from './DataState';
import type { IconName } from './Icon';
import { Pagination } from './Pagination';
import { SearchField } from './SearchField';
import { Table, type TableColumn } from './Table';
import { type ListParams, useListParams } from './use-list-params';

export interface ListOrder<S extends string> {
  sorts: readonly S[];
  sort: S;
  direction: 'asc' | 'desc';
}

interface PagedListProps<T, S extends string> {
  /** Names this list's parameters in the address, so two lists on one page keep their own. */
  prefix: string;
  order: ListOrder<S>;
  /** The call for one page of the list. */
  call(query: ListParams<S>['query']): PagedCall<T>;
  label: string;
  /** Shown when the server filters the list by text (`q`); without it there is no search box. */
  searchLabel?: string;
  columns: TableColumn<T>[];
  rowKey(item: T): Key;
  rowHref?(item: T): string | undefined;
  empty: string;
  emptyIcon?: IconName;
  /** More controls beside the search box. */
  filters?: ReactNode;
  /** Controls that act on the whole list as shown (an export), given the call of the page on screen. */
  actions?(page: PagedCall<T>): ReactNode;
}

/** A list paged, ordered and searched on the server, with its loading, empty and error states. */
export function PagedList<T, S extends string>(props: PagedListProps<T, S>) {
  const { t } = useI18n();
  const list = useListParams(props.prefix, props.order);
  const call = props.call(list.query);
  const page = usePagedData(call);
  const sortable = props.order.sorts.length > 0;
  return (
    <div className="paged-list">
      {(props.searchLabel || props.filters || props.actions) && (
        <div className="paged-list__toolbar">
          {props.searchLabel && (
            <SearchField
              label={props.searchLabel}
              value={list.search}
              onSearch={list.setSearch}
              placeholder={t('list.searchPlaceholder')}
            />
          )}
          {props.filters}
          {props.actions?.(call)}
        </div>
      )}
      <DataState
        state={page}
        isEmpty={(p) => p.total === 0}
        empty={list.search ? t('list.noMatches', { q: list.search }) : props.empty}
        emptyIcon={list.search ? 'search' : props.emptyIcon}
      >
        {(p) => (
          <>
            <Table
              label={props.label}
              columns={props.columns}
              rows={p.items}
              rowKey={props.rowKey}
              rowHref={props.rowHref}
              sort={sortable ? list.sort : undefined}
              onSortChange={sortable ? list.setSort : undefined}
            />
            <Pagination
              label={props.label}
              page={p.page}
              pageSize={p.pageSize}
              total={p.total}
              onChange={list.setPage}
            />
          </>
        )}
      </DataState>
    </div>
  );
}
