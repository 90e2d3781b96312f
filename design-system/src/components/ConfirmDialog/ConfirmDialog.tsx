import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import dialogStyles from '../Modal/Modal.module.css';
import { useReturnFocus } from '../Modal/return-focus';
import styles from './ConfirmDialog.module.css';

export type ConfirmDialogTone = 'danger' | 'primary';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  tone?: ConfirmDialogTone;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuleren',
  onConfirm,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  const changeOpenUnlessBusy = (nextOpen: boolean) => {
    if (!busy) onOpenChange(nextOpen);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpenUnlessBusy}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={clsx(dialogStyles.content, dialogStyles.sm)} {...returnFocus}>
          <header className={clsx(dialogStyles.header, styles.header)}>
            <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          </header>
          <AlertDialog.Description asChild>
            <div className={styles.message}>{message}</div>
          </AlertDialog.Description>
          <footer className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog must stay open while the action is busy. */}
            <Button variant={tone} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
