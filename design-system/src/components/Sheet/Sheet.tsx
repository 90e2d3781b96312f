import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useReturnFocus } from '../Modal/return-focus';
import styles from './Sheet.module.css';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Stays at the bottom while the body scrolls, e.g. a 'Verder winkelen' button; null or absent: none. */
  footer?: ReactNode;
  /** The close button's text, in the page's language. */
  closeLabel?: string;
}

/**
 * A panel that slides in over the page from the side (across the whole width on a phone), for
 * something the page keeps beside its content on a wide screen, such as a cart. Modal: the page
 * behind it does not scroll, focus stays inside and returns where it was when it closes.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Sluiten',
}: SheetProps) {
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...describedBy} {...returnFocus}>
          <header className={styles.header}>
            <div className={styles.heading}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" className={styles.close}>
                <span aria-hidden="true">×</span> {closeLabel}
              </Button>
            </Dialog.Close>
          </header>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer != null && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
