import { type ReactNode, useRef } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  type Key,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table';
import type { Direction } from '../../../contract/paging';
import { Icon } from './Icon';
import { useFits } from './use-fits';

export interface TableColumn<T> {
  id: string;
  label: string;
  /** The server can order the list by this column. */
  sortable?: boolean;
  /** Amounts and numbers line up on the right. */
  align?: 'start' | 'end';
  cell(item: T): ReactNode;
}

export interface TableSort {
  column: string;
  direction: Direction;
}

interface TableProps<T> {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey(item: T): Key;
  /** Where a row leads; the whole row is then a link. */
  rowHref?(item: T): string | undefined;
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
}

const toDescriptor = (sort: TableSort): SortDescriptor => ({
  column: sort.column,
  direction: sort.direction === 'asc' ? 'ascending' : 'descending',
});

/**
 * A table of rows from the server. The first column names the row. Where its columns do not fit the width
 * (a phone, a tablet, a wide table), each row becomes a card whose cells carry their column's name, so no
 * column is cut off and nothing scrolls sideways.
 */
export function Table<T>({ label, columns, rows, rowKey, rowHref, sort, onSortChange }: TableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null);
  const fits = useFits(wrap, () => wrap.current?.querySelector('table') ?? null);
  return (
    <div ref={wrap} className="table-wrap" data-layout={fits ? 'table' : 'cards'}>
      <AriaTable
        aria-label={label}
        className="table"
        sortDescriptor={sort ? toDescriptor(sort) : undefined}
        onSortChange={(d) =>
          onSortChange?.({
            column: String(d.column),
            direction: d.direction === 'ascending' ? 'asc' : 'desc',
          })
        }
      >
        <TableHeader className="table__head">
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={index === 0}
              allowsSorting={column.sortable}
              className={`table__column table__column--${column.align ?? 'start'}`}
            >
              {({ sortDirection, allowsSorting }) => (
                <span className="table__column-label">
                  {column.label}
                  {allowsSorting && (
                    <span
                      className="table__sort"
                      data-direction={sortDirection ?? undefined}
                      aria-hidden="true"
                    >
                      <Icon name="chevronDown" />
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody className="table__body">
          {rows.map((row) => {
            const id = rowKey(row);
            return (
              <Row key={id} id={id} href={rowHref?.(row)} className="table__row">
                {columns.map((column) => (
                  <Cell key={column.id} className={`table__cell table__cell--${column.align ?? 'start'}`}>
                    <span className="table__cell-label" aria-hidden="true">
                      {column.label}
                    </span>
                    <span className="table__cell-value">{column.cell(row)}</span>
                  </Cell>
                ))}
              </Row>
            );
          })}
        </TableBody>
      </AriaTable>
    </div>
  );
}
