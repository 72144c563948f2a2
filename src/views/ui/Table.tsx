import { type MouseEvent, type ReactNode, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Direction } from '../../../contract/paging';
import { Icon } from './Icon';
import { Link } from './Link';
import { useFits } from './use-fits';

export type Key = string | number;

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

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** What a press inside a row does itself: it does not also open the row. */
const ownAction = 'a, button, input, select, textarea, [role="button"], [role="menuitem"]';

/**
 * A row that leads somewhere opens on a click anywhere in it: a larger target for a pointer than its link.
 * A press on something of its own (the link itself, a button), or the end of selecting its text, is left alone.
 */
function useRowOpener() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as Element).closest(ownAction)) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };
}

/** A column's header: its name, and where the server can order by it, a button that does. */
function ColumnHeader<T>({
  column,
  sort,
  onSortChange,
}: {
  column: TableColumn<T>;
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
}) {
  const align = column.align ?? 'start';
  const direction = sort?.column === column.id ? sort.direction : undefined;
  if (!column.sortable || !onSortChange)
    return (
      <th
        scope="col"
        className={`table__column table__column--${align}`}
        aria-sort={direction ? ariaSort[direction] : undefined}
      >
        <span className="table__column-label">{column.label}</span>
      </th>
    );
  // A first press orders ascending, a press on the ordering column turns it round.
  const next: Direction = direction === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      className={`table__column table__column--${align}`}
      aria-sort={direction ? ariaSort[direction] : undefined}
    >
      <button
        type="button"
        className="table__column-label table__sort-button"
        onClick={() => onSortChange({ column: column.id, direction: next })}
      >
        {column.label}
        <span
          className="table__sort"
          data-direction={direction ? ariaSort[direction] : undefined}
          aria-hidden="true"
        >
          <Icon name="chevronDown" />
        </span>
      </button>
    </th>
  );
}

/**
 * A table of rows from the server: the browser's own table, which screen readers read cell by cell with their
 * table commands; the first column names the row (its header). A row that leads somewhere has its name as a
 * link, the keyboard's way to open it, and opens on a click anywhere in it. Where its columns do
 * not fit the width (a phone, a tablet, a wide table), each row becomes a card whose cells carry their column's
 * name, so no column is cut off and nothing scrolls sideways.
 */
export function Table<T>({ label, columns, rows, rowKey, rowHref, sort, onSortChange }: TableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null);
  const fits = useFits(wrap, () => wrap.current?.querySelector('table') ?? null);
  const openRow = useRowOpener();
  return (
    <div ref={wrap} className="table-wrap" data-layout={fits ? 'table' : 'cards'}>
      <table aria-label={label} className="table">
        <thead className="table__head">
          <tr>
            {columns.map((column) => (
              // As cards the header row is out of sight, and so is no place for a button to take focus.
              <ColumnHeader
                key={column.id}
                column={column}
                sort={sort}
                onSortChange={fits ? onSortChange : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody className="table__body">
          {rows.map((row) => {
            const href = rowHref?.(row);
            return (
              <tr
                key={rowKey(row)}
                className="table__row"
                data-href={href ? true : undefined}
                onClick={href ? (event) => openRow(event, href) : undefined}
              >
                {columns.map((column, index) => {
                  const Cell = index === 0 ? 'th' : 'td';
                  const value = column.cell(row);
                  return (
                    <Cell
                      key={column.id}
                      scope={index === 0 ? 'row' : undefined}
                      className={`table__cell table__cell--${column.align ?? 'start'}`}
                    >
                      <span className="table__cell-label" aria-hidden="true">
                        {column.label}
                      </span>
                      <span className="table__cell-value">
                        {index === 0 && href ? (
                          <Link href={href} className="table__row-link">
                            {value}
                          </Link>
                        ) : (
                          value
                        )}
                      </span>
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
