import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import styles from './IconButton.module.css';

/** No solid red: an icon button never confirms a destructive action, it only asks for it. */
export type IconButtonVariant = 'ghost' | 'secondary' | 'danger-outline';

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'children' | 'asChild' | 'fullWidth'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={clsx(styles.iconButton, styles[size], className)}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
}
