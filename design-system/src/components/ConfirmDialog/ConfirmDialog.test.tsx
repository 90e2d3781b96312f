import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirmDialog(busy = false) {
  const handlers = { onConfirm: vi.fn(), onOpenChange: vi.fn() };
  render(
    <ConfirmDialog
      open
      {...handlers}
      busy={busy}
      title="Menu verwijderen"
      message="Weet je zeker dat je het menu Lunch wilt verwijderen?"
      confirmLabel="Verwijderen"
    />,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('calls onConfirm from the confirm button', async () => {
    const { onConfirm } = renderConfirmDialog();

    expect(screen.getByRole('alertdialog', { name: 'Menu verwijderen' })).toHaveAccessibleDescription(
      'Weet je zeker dat je het menu Lunch wilt verwijderen?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("closes from 'Annuleren' without confirming", async () => {
    const { onConfirm, onOpenChange } = renderConfirmDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or confirmed again while busy', async () => {
    const { onConfirm, onOpenChange } = renderConfirmDialog(true);

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives focus back to the button that opened it', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Lunch verwijderen</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Menu verwijderen"
            message="Weet je zeker dat je het menu Lunch wilt verwijderen?"
            confirmLabel="Verwijderen"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Row />);
    const opener = screen.getByRole('button', { name: 'Lunch verwijderen' });

    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
