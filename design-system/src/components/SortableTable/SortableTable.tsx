import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import clsx from 'clsx';
import { GripVertical } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './SortableTable.module.css';

export interface SortableTableColumn<T> {
  header: string;
  cell(item: T): ReactNode;
  /** The header is read by assistive technology but not shown (e.g. above icons). */
  hideHeader?: boolean;
  /** Shrinks to its content, e.g. an icon or the row's buttons. */
  fit?: boolean;
  align?: 'start' | 'end';
}

export interface SortableTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  items: readonly T[];
  getId(item: T): string;
  /** How a row is called in the handle's name and the announcements, e.g. the collection's name. */
  getLabel(item: T): string;
  columns: readonly SortableTableColumn<T>[];
  /** The whole list in its new order, after a row was dropped elsewhere. */
  onReorder(items: T[]): void;
  /**
   * No reordering at all. Not needed while a new order is saved: rows may be moved on at once, and
   * the screen saves the orders one after another.
   */
  disabled?: boolean;
  className?: string;
}

const INSTRUCTIONS =
  'Druk op spatie of Enter om de rij op te pakken. Verplaats haar met pijltje omhoog en omlaag, ' +
  'druk opnieuw op spatie of Enter om haar neer te zetten, of op Escape om te annuleren.';

const alongTheColumn: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A table whose rows are put in order by dragging their handle, with a mouse, a finger or the
 * keyboard (spacebar, arrows, spacebar), and every move announced in Dutch.
 */
export function SortableTable<T>({
  caption,
  items,
  getId,
  getLabel,
  columns,
  onReorder,
  disabled = false,
  className,
}: SortableTableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? '' : getLabel(item);
  };
  const place = (id: UniqueIdentifier) => `positie ${ids.indexOf(String(id)) + 1} van ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${labelOf(active.id)} opgepakt, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} naar ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      `${labelOf(active.id)} neergezet op ${place(over ? over.id : active.id)}.`,
    onDragCancel: ({ active }) =>
      `Verplaatsen geannuleerd. ${labelOf(active.id)} blijft op ${place(active.id)}.`,
  };

  const table = useRef<HTMLTableElement>(null);
  /** The row just moved by keyboard, and where it went, until the new order is shown. */
  const moved = useRef<{ id: string; index: number } | null>(null);

  // Showing the new order moves the row's element in the page, and the browser then drops the focus
  // of its handle; give it back, so the next arrow press moves the same row on.
  useLayoutEffect(() => {
    const target = moved.current;
    if (!target || ids.indexOf(target.id) !== target.index) return;
    moved.current = null;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    const handles = table.current?.querySelectorAll<HTMLButtonElement>('[data-handle-for]') ?? [];
    Array.from(handles)
      .find((handle) => handle.dataset.handleFor === target.id)
      ?.focus({ preventScroll: true });
  });

  const drop = ({ active, over, activatorEvent }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = ids.indexOf(String(over.id));
    if (activatorEvent instanceof KeyboardEvent) moved.current = { id: String(active.id), index };
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), index));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheColumn]}
      onDragStart={() => (moved.current = null)}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <div className={clsx(styles.scroller, className)}>
        <table ref={table} className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.fit}>
                <VisuallyHidden>Volgorde</VisuallyHidden>
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={clsx(column.fit && styles.fit, column.align === 'end' && styles.end)}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
            <tbody>
              {items.map((item) => (
                <SortableRow
                  key={getId(item)}
                  id={getId(item)}
                  label={getLabel(item)}
                  item={item}
                  columns={columns}
                  disabled={disabled}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </div>
    </DndContext>
  );
}

interface SortableRowProps<T> {
  id: string;
  label: string;
  item: T;
  columns: readonly SortableTableColumn<T>[];
  disabled: boolean;
}

function SortableRow<T>({ id, label, item, columns, disabled }: SortableRowProps<T>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled, attributes: { roleDescription: 'versleepbare rij' } });

  return (
    <tr
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td className={styles.fit}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          data-handle-for={id}
          className={styles.handle}
          {...attributes}
          {...listeners}
          disabled={disabled}
          aria-label={`Verplaats ${label}`}
        >
          <GripVertical aria-hidden="true" />
        </button>
      </td>
      {columns.map((column) => (
        <td
          key={column.header}
          className={clsx(column.fit && styles.fit, column.align === 'end' && styles.end)}
        >
          {column.cell(item)}
        </td>
      ))}
    </tr>
  );
}
