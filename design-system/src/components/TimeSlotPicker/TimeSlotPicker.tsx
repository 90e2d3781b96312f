import clsx from 'clsx';
import { useId } from 'react';
import { FieldError } from '../Field/FieldError';
import { Spinner } from '../Spinner/Spinner';
import styles from './TimeSlotPicker.module.css';

export interface TimeSlotOption {
  start: string;
  end: string;
  /** Taken up to the shop's limit: shown with `fullLabel`, not selectable. */
  full?: boolean;
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
  /** What a full piece says beside its times. */
  fullLabel?: string;
  /** Said while the pieces load. */
  loadingText?: string;
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
  fullLabel = 'volzet',
  loadingText = 'Tijdslots laden…',
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
        <Spinner label={loadingText} />
      ) : slots.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.options}>
          {slots.map((slot) => {
            const text = `${slot.start} - ${slot.end}`;
            return (
              <label key={text} className={clsx(styles.option, slot.full && styles.full)}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name ?? generatedName}
                  value={text}
                  checked={sameSlot(value, slot)}
                  disabled={slot.full}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange({ start: slot.start, end: slot.end })}
                />
                <span className={styles.chip}>
                  {text}
                  {slot.full && (
                    <>
                      {' '}
                      <span className={styles.fullLabel}>{fullLabel}</span>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
