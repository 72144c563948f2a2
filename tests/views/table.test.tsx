import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from '../../src/views/ui/Table';
import { renderWithApp } from './support';

interface Gate {
  id: number;
  number: string;
  brand: string;
}

const gates: Gate[] = [
  { id: 1, number: 'SO-0001', brand: 'FAAC' },
  { id: 2, number: 'SO-0002', brand: 'Magnetic' },
];

const columns = (onRemind: (gate: Gate) => void): TableColumn<Gate>[] => [
  { id: 'number', label: 'Nummer', cell: (gate) => gate.number },
  { id: 'brand', label: 'Merk', sortable: true, cell: (gate) => gate.brand },
  {
    id: 'action',
    label: 'Actie',
    cell: (gate) => (
      <button type="button" onClick={() => onRemind(gate)}>
        Herinner {gate.number}
      </button>
    ),
  },
];

describe('a table of rows from the server', () => {
  it('is a table whose rows are named by their first cell, the row header', () => {
    renderWithApp(<Table label="Installaties" columns={columns(vi.fn())} rows={gates} rowKey={(g) => g.id} />);
    const table = screen.getByRole('table', { name: 'Installaties' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nummer',
      'Merk',
      'Actie',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'SO-0002' })).toBeTruthy();
    // Without a place to go a row is no link.
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });

  it('opens a row on a click anywhere in it, and not when a button of its own is pressed', async () => {
    const user = userEvent.setup();
    const onRemind = vi.fn();
    const app = renderWithApp(
      <Table
        label="Installaties"
        columns={columns(onRemind)}
        rows={gates}
        rowKey={(g) => g.id}
        rowHref={(g) => `/objects/${g.id}`}
      />,
    );
    const row = screen.getByRole('row', { name: /SO-0002/ });
    expect(within(row).getByRole('link', { name: 'SO-0002' }).getAttribute('href')).toBe('/objects/2');

    await user.click(within(row).getByRole('button', { name: 'Herinner SO-0002' }));
    expect(onRemind).toHaveBeenCalledWith(gates[1]);
    expect(app.path()).toBe('/');

    await user.click(within(row).getByText('Magnetic'));
    expect(app.path()).toBe('/objects/2');
  });

  it('orders by a column with the button in its header, and says how it is ordered', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = renderWithApp(
      <Table
        label="Installaties"
        columns={columns(vi.fn())}
        rows={gates}
        rowKey={(g) => g.id}
        onSortChange={onSortChange}
      />,
    );
    // Only a column the server can order by has a button.
    expect(screen.queryByRole('button', { name: 'Nummer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Merk' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'brand', direction: 'asc' });

    rerender(
      <Table
        label="Installaties"
        columns={columns(vi.fn())}
        rows={gates}
        rowKey={(g) => g.id}
        sort={{ column: 'brand', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Merk/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Merk' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'brand', direction: 'desc' });
  });
});
