import clsx from 'clsx';
import { useId } from 'react';
import { FieldError } from '../Field/FieldError';
import { Spinner } from '../Spinner/Spinner';
import styles from './TimeSlotPicker.module.css';

export interface TimeSlotOption {
  start: string;
  end: string;
}

export interface TimeSlotPickerProps {
  /** The pieces the customer may choose from, in the order to show them. */
  slots: readonly TimeSlotOption[];
  value?: TimeSlotOption;
  onChange(slot: TimeSlotOption): void;
  label?: string;
  /** Shown below the choices and announced, e.g. 'Selecteer een geldig tijdslot'. */
  error?: string;
  emptyText?: string;
  loading?: boolean;
  disabled?: boolean;
  /** The radio group's name; one is generated when omitted. */
  name?: string;
  className?: string;
}

const sameSlot = (a: TimeSlotOption | undefined, b: TimeSlotOption) =>
  a?.start === b.start && a?.end === b.end;

/** The customer's choice of pickup time on the chosen day, as a group of radio buttons. */
export function TimeSlotPicker({
  slots,
  value,
  onChange,
  label = 'Selecteer een tijdslot',
  error,
  emptyText = 'Er zijn geen tijdslots meer op deze dag. Kies een andere dag.',
  loading = false,
  disabled = false,
  name,
  className,
}: TimeSlotPickerProps) {
  const generatedName = useId();
  const errorId = `${generatedName}-error`;

  return (
    <fieldset
      className={clsx(styles.fieldset, className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-busy={loading || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {loading ? (
        <Spinner label="Tijdslots laden…" />
      ) : slots.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.options}>
          {slots.map((slot) => {
            const text = `${slot.start} - ${slot.end}`;
            return (
              <label key={text} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name ?? generatedName}
                  value={text}
                  checked={sameSlot(value, slot)}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(slot)}
                />
                <span className={styles.chip}>{text}</span>
              </label>
            );
          })}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
