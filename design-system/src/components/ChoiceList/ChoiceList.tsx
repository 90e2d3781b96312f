import clsx from 'clsx';
import { useId, type Ref } from 'react';
import { FieldError } from '../Field/FieldError';
import fieldStyles from '../Field/Field.module.css';
import styles from './ChoiceList.module.css';

export interface ChoiceListOption {
  value: string;
  label: string;
  /** A short extra at the end of the row, e.g. a price. */
  detail?: string;
  /** Shown but not choosable (e.g. 'Niet beschikbaar' today). */
  disabled?: boolean;
}

export interface ChoiceListProps {
  /** The group's name, shown above the choices. */
  label: string;
  /** 'single': radio buttons, one choice; 'multiple': checkboxes. */
  type: 'single' | 'multiple';
  options: readonly ChoiceListOption[];
  /** The chosen values; a single choice has at most one. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Shows a required mark; a single choice also tells assistive technology. */
  required?: boolean;
  hint?: string;
  /** Shown below the choices, announced, and marks them invalid. */
  error?: string;
  /** Marks the choices invalid without a message of their own (the form says what is wrong). */
  invalid?: boolean;
  disabled?: boolean;
  /** Shown instead of the rows when there is nothing to choose from. */
  emptyMessage?: string;
  /** The inputs' name; generated when absent. */
  name?: string;
  className?: string;
  /** Reaches the first input, so a form can move focus to a group with a problem. */
  firstInputRef?: Ref<HTMLInputElement>;
  /**
   * For 'multiple': how many may be chosen. The list counts them ('1/2 gekozen'), and once that many
   * are chosen the other choices are disabled until one is unticked.
   */
  max?: number;
  /** The count of a 'multiple' list with a `max`, in the page's language. */
  chosenText?(chosen: number, max: number): string;
  /** Said to assistive technology after a required 'multiple' list's legend. */
  requiredText?: string;
}

/**
 * A short list of choices shown all at once, each row with its own extra (a price): radio buttons
 * (arrow keys move and choose) or checkboxes (Space toggles), grouped under a legend.
 */
export function ChoiceList({
  label,
  type,
  options,
  value,
  onChange,
  required = false,
  hint,
  error,
  invalid = false,
  disabled = false,
  emptyMessage = 'Er is niets om uit te kiezen.',
  name,
  className,
  firstInputRef,
  max,
  chosenText = (chosen, most) => `${chosen}/${most} gekozen`,
  requiredText = '(verplicht)',
}: ChoiceListProps) {
  const id = useId();
  const groupName = name ?? id;
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const counted = type === 'multiple' && max !== undefined;
  const full = counted && value.length >= max;
  const marked = invalid || Boolean(error);
  const describedBy =
    [hint && hintId, counted && countId, error && errorId].filter(Boolean).join(' ') || undefined;

  const choose = (optionValue: string, checked: boolean) => {
    if (type === 'single') onChange([optionValue]);
    else if (checked) onChange([...value.filter((chosen) => chosen !== optionValue), optionValue]);
    else onChange(value.filter((chosen) => chosen !== optionValue));
  };

  return (
    <fieldset
      className={clsx(fieldStyles.fieldset, styles.choiceList, className)}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      // A radio group says it is required or invalid; checkboxes say invalid each, a group cannot.
      {...(type === 'single'
        ? { role: 'radiogroup', 'aria-required': required || undefined, 'aria-invalid': marked || undefined }
        : {})}
    >
      <legend id={legendId} className={clsx(fieldStyles.label, fieldStyles.legend)}>
        {label}
        {required && (
          <>
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              {' *'}
            </span>
            {type === 'multiple' && (
              <>
                {' '}
                <span className={fieldStyles.visuallyHidden}>{requiredText}</span>
              </>
            )}
          </>
        )}
      </legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {counted && (
        <p id={countId} className={styles.count} data-full={full ? '' : undefined} aria-live="polite">
          {chosenText(value.length, max)}
        </p>
      )}
      {options.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <div className={styles.rows} data-invalid={marked ? '' : undefined}>
          {options.map((option, index) => (
            <label key={option.value} className={styles.row}>
              <input
                ref={index === 0 ? firstInputRef : undefined}
                type={type === 'single' ? 'radio' : 'checkbox'}
                name={groupName}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled || (full && !value.includes(option.value))}
                onChange={(event) => choose(option.value, event.target.checked)}
                aria-invalid={type === 'multiple' ? marked || undefined : undefined}
                className={styles.input}
              />
              <span className={styles.label}>{option.label}</span>
              {option.detail && (
                <>
                  {' '}
                  <span className={styles.detail}>{option.detail}</span>
                </>
              )}
            </label>
          ))}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
