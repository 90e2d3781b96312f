import clsx from 'clsx';
import { useId } from 'react';
import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '@bestelklaar/domain';
import { FieldError } from '../Field/FieldError';
import fieldStyles from '../Field/Field.module.css';
import { ALLERGEN_ICONS } from './allergen-icons';
import styles from './Allergens.module.css';

export interface AllergenChecklistProps {
  /** The list's name, e.g. 'Bevat' or 'Kan sporen bevatten'. */
  label: string;
  /** The checked allergens, in any order; onChange answers in the order of the 14. */
  value: readonly AllergenCode[];
  onChange(value: AllergenCode[]): void;
  /**
   * Allergens that are in for a reason outside this list (a menu's products): shown checked and
   * not to be unchecked, with `lockedHint` saying why.
   */
  locked?: readonly AllergenCode[];
  lockedHint?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
  /** The allergens' names in the page's language; Dutch when absent. */
  names?: Readonly<Record<AllergenCode, string>>;
}

/** The 14 EU allergens as checkboxes, each with its drawing beside its name. */
export function AllergenChecklist({
  label,
  value,
  onChange,
  locked = [],
  lockedHint = 'Komt uit de producten',
  hint,
  error,
  disabled = false,
  className,
  names = ALLERGEN_NAMES,
}: AllergenChecklistProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const lockedHintId = `${id}-locked`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  const toggle = (code: AllergenCode, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(code);
    else next.delete(code);
    onChange(ALLERGEN_CODES.filter((known) => next.has(known)));
  };

  return (
    <fieldset
      className={clsx(fieldStyles.fieldset, styles.checklist, className)}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
    >
      <legend id={legendId} className={clsx(fieldStyles.label, fieldStyles.legend)}>
        {label}
      </legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.grid} data-invalid={error ? '' : undefined}>
        {ALLERGEN_CODES.map((code) => {
          const Icon = ALLERGEN_ICONS[code];
          const isLocked = locked.includes(code);
          return (
            <label key={code} className={styles.option} data-locked={isLocked ? '' : undefined}>
              <input
                type="checkbox"
                className={styles.input}
                value={code}
                checked={isLocked || value.includes(code)}
                disabled={isLocked}
                aria-describedby={isLocked ? lockedHintId : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <Icon aria-hidden="true" focusable="false" className={styles.icon} />
              <span className={styles.name}>{names[code]}</span>
            </label>
          );
        })}
      </div>
      {locked.length > 0 && (
        <p id={lockedHintId} className={fieldStyles.hint}>
          {lockedHint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
