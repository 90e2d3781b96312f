import * as SwitchPrimitive from '@radix-ui/react-switch';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  /** Words only a screen reader hears may be part of it (`VisuallyHidden`), when many switches share one visible label. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** A line under the label that says what the setting does. */
  hint?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** An on/off setting that takes effect as a form value (Radix Switch: role="switch", Space toggles). */
export function Switch({ label, checked, onCheckedChange, hint, disabled, name, className }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className={styles.root}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
