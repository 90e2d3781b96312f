import { Slot, Slottable } from '@radix-ui/react-slot';
import clsx from 'clsx';
import type { ButtonHTMLAttributes, ElementType, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

/**
 * `danger` is the solid red of the one button that confirms a destructive action (in a
 * ConfirmDialog); `danger-outline` is the quieter look of a destructive action among others, e.g.
 * 'Verwijderen' on a card, which only asks for that confirmation.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `md` is the 18px default; `sm` is the 16px navigation size. */
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and disables it. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Renders the single child (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  asChild = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const Component: ElementType = asChild ? Slot : 'button';
  const nativeButtonProps = asChild ? {} : { disabled: disabled || loading };

  return (
    <Component
      className={clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      data-variant={variant}
      aria-busy={loading || undefined}
      {...nativeButtonProps}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
