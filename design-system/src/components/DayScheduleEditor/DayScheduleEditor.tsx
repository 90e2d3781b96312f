import clsx from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import { IconButton } from '../IconButton/IconButton';
import { TimeSelect } from '../TimeSelect/TimeSelect';
import styles from './DayScheduleEditor.module.css';

export interface ScheduleSlot {
  start: string;
  end: string;
}

export interface DayScheduleEditorProps {
  slots: readonly ScheduleSlot[];
  onChange(slots: ScheduleSlot[]): void;
  /** The choices of both dropdowns, e.g. every 15 minutes of the day. */
  times: readonly string[];
  /** Names a slot by its 1-based position: 'Ophaalmoment 1', 'Tijdsblok 1'. */
  slotLabel(position: number): string;
  /** Appends a slot; the caller decides its times (and whether there is room: `canAdd`). */
  onAdd(): void;
  canAdd?: boolean;
  /** Per slot, the message to show beside it. */
  errors?: readonly (string | undefined)[];
  addLabel?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
}

type FocusTarget = { slot: number } | 'add' | null;

/**
 * Edits one day's list of slots: a start and end dropdown per slot, adding and removing slots.
 * After adding, focus moves to the new slot; after removing, to its neighbour or the add button.
 */
export function DayScheduleEditor({
  slots,
  onChange,
  times,
  slotLabel,
  onAdd,
  canAdd = true,
  errors = [],
  addLabel = 'Tijdslot toevoegen',
  emptyText = 'Geen tijdslots: deze dag is gesloten.',
  disabled = false,
  className,
}: DayScheduleEditorProps) {
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target) listRef.current?.querySelectorAll('select')[target.slot * 2]?.focus();
  }, [slots.length]);

  const change = (index: number, field: keyof ScheduleSlot, value: string) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, [field]: value } : slot)));

  const remove = (index: number) => {
    const remaining = slots.length - 1;
    focusNext.current = remaining === 0 ? 'add' : { slot: Math.min(index, remaining - 1) };
    onChange(slots.filter((_, at) => at !== index));
  };

  const add = () => {
    focusNext.current = { slot: slots.length };
    onAdd();
  };

  return (
    <div className={clsx(styles.editor, className)}>
      {slots.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol ref={listRef} className={styles.list}>
          {slots.map((slot, index) => {
            const label = slotLabel(index + 1);
            const error = errors[index];
            const errorId = `${baseId}-${index}-error`;
            const invalid = {
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
            } as const;
            return (
              <li key={index} className={styles.item}>
                <fieldset className={styles.slot} disabled={disabled}>
                  <legend className={styles.legend}>{label}</legend>
                  <div className={styles.row}>
                    <TimeSelect
                      label="Starttijd"
                      value={slot.start}
                      times={times}
                      onChange={(value) => change(index, 'start', value)}
                      {...invalid}
                    />
                    <span className={styles.dash} aria-hidden="true">
                      –
                    </span>
                    <TimeSelect
                      label="Eindtijd"
                      value={slot.end}
                      times={times}
                      onChange={(value) => change(index, 'end', value)}
                      {...invalid}
                    />
                    <IconButton
                      className={styles.remove}
                      label={`${label} verwijderen`}
                      icon={<Trash2 />}
                      variant="danger-outline"
                      type="button"
                      onClick={() => remove(index)}
                    />
                  </div>
                  {error && <FieldError id={errorId}>{error}</FieldError>}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addRef}
        type="button"
        variant="secondary"
        size="sm"
        className={styles.add}
        onClick={add}
        disabled={disabled || !canAdd}
      >
        <Plus aria-hidden="true" size={18} />
        {addLabel}
      </Button>
    </div>
  );
}
