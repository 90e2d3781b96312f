import clsx from 'clsx';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import styles from './Chip.module.css';

export type ChipTone = 'neutral' | 'danger';

export interface ChipProps {
  label: string;
  /** Shows a remove button; without it the chip only shows its label. */
  onRemove?(): void;
  /** The remove button's accessible name; `{label} verwijderen` by default. */
  removeLabel?: string;
  disabled?: boolean;
  /** 'danger' marks a chosen item that is wrong, e.g. no longer available. */
  tone?: ChipTone;
  className?: string;
  /** Reaches the remove button, so a list of chips can move focus when one goes. */
  removeRef?: Ref<HTMLButtonElement>;
}

/** A chosen item as a small pill, e.g. a product in a menu, that can be removed on its own. */
export function Chip({
  label,
  onRemove,
  removeLabel,
  disabled = false,
  tone = 'neutral',
  className,
  removeRef,
}: ChipProps) {
  return (
    <span
      className={clsx(styles.chip, styles[tone], onRemove && styles.removable, className)}
      data-disabled={disabled || undefined}
    >
      <span className={styles.label} title={label}>
        {label}
      </span>
      {onRemove && (
        <button
          ref={removeRef}
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? `${label} verwijderen`}
          disabled={disabled}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
