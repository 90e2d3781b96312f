import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableTable } from './SortableTable';

const items = [
  { id: 'a', name: 'Broodjes' },
  { id: 'b', name: 'Soepen' },
  { id: 'c', name: 'Desserts' },
];

function renderTable(onReorder = vi.fn(), disabled = false) {
  render(
    <SortableTable
      caption="Collecties"
      items={items}
      getId={(item) => item.id}
      getLabel={(item) => item.name}
      columns={[{ header: 'Naam', cell: (item) => item.name }]}
      onReorder={onReorder}
      disabled={disabled}
    />,
  );
  return onReorder;
}

/** jsdom lays nothing out; give every row a 48-pixel band so the keyboard sensor can find its neighbours. */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 48, width: 600, height: 48 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SortableTable', () => {
  it('is a named table with a handle per row, named after the row', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Collecties' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Verplaats Soepen' })).toHaveAttribute(
      'aria-roledescription',
      'versleepbare rij',
    );
  });

  it('moves a row down by keyboard: space, arrow down, space', async () => {
    const onReorder = renderTable();
    screen.getByRole('button', { name: 'Verplaats Broodjes' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await userEvent.keyboard(' ');
    expect(onReorder).toHaveBeenCalledWith([items[1], items[0], items[2]]);
  });

  it('keeps the order when the move is cancelled with Escape', async () => {
    const onReorder = renderTable();
    screen.getByRole('button', { name: 'Verplaats Desserts' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('keeps focus on the moved row, so it can be moved on at once', async () => {
    /** Shows each new order at once, as the collections screen does before the server answers. */
    function Reorderable() {
      const [rows, setRows] = useState(items);
      return (
        <SortableTable
          caption="Collecties"
          items={rows}
          getId={(item) => item.id}
          getLabel={(item) => item.name}
          columns={[{ header: 'Naam', cell: (item) => item.name }]}
          onReorder={setRows}
        />
      );
    }
    const moveDown = async () => {
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await userEvent.keyboard(' ');
    };
    render(<Reorderable />);
    const handle = screen.getByRole('button', { name: 'Verplaats Broodjes' });
    handle.focus();

    await moveDown();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Soepen', 'Broodjes', 'Desserts']);
    expect(handle).toHaveFocus();

    await moveDown();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Soepen', 'Desserts', 'Broodjes']);
    expect(handle).toHaveFocus();
  });

  it('cannot be reordered while disabled', () => {
    renderTable(vi.fn(), true);
    for (const handle of screen.getAllByRole('button')) expect(handle).toBeDisabled();
  });
});
