import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import styles from './Modal.module.css';
import { useReturnFocus } from './return-focus';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Usually the dialog's buttons; stays visible while the body scrolls. */
  footer?: ReactNode;
  size?: ModalSize;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Sluiten',
}: ModalProps) {
  // Without a description, say so explicitly; Radix otherwise points aria-describedby at nothing and warns.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={clsx(styles.content, styles[size])} {...describedBy} {...returnFocus}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description && (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            )}
          </header>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
          {/* Last in the DOM so focus lands on the dialog's own content first; placed top-right by CSS. */}
          <Dialog.Close asChild>
            <IconButton label={closeLabel} icon={<X />} size="sm" className={styles.close} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
