import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';
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
  const scrolls = useScrollsItself();

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
          {children !== undefined && (
            <div
              ref={scrolls.ref}
              className={styles.body}
              // A body that scrolls with nothing to focus inside is reached by keyboard itself.
              {...(scrolls.overflowing && { tabIndex: 0, role: 'region', 'aria-label': title })}
            >
              {children}
            </div>
          )}
          {footer != null && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Whether an element's content is taller than the element, kept true to its size and content. */
function useScrollsItself() {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}
