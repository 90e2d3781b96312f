import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function renderOpenModal() {
  const onOpenChange = vi.fn();
  render(
    <Modal open onOpenChange={onOpenChange} title="Product bewerken" description="Wijzig de gegevens.">
      <label>
        Naam <input />
      </label>
    </Modal>,
  );
  return { onOpenChange };
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    renderOpenModal();

    const dialog = screen.getByRole('dialog', { name: 'Product bewerken' });
    expect(dialog).toHaveAccessibleDescription('Wijzig de gegevens.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks to close on Escape', async () => {
    const { onOpenChange } = renderOpenModal();

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks to close from the 'Sluiten' button", async () => {
    const { onOpenChange } = renderOpenModal();

    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onOpenChange={vi.fn()} title="Product bewerken" />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A screen that opens the dialog from its own button, without a Radix Trigger, as the app does. */
function Screen({ openerKey = 'a', showOpener = true }: { openerKey?: string; showOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The key lets a test replace the opener by a new element while the dialog is open. */}
      {showOpener && (
        <Button key={openerKey} onClick={() => setOpen(true)}>
          Product toevoegen
        </Button>
      )}
      <main tabIndex={-1}>Producten</main>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Product toevoegen"
        footer={<Button onClick={() => setOpen(false)}>Annuleren</Button>}
      >
        <label>
          Naam <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal closing', () => {
  it('gives focus back to the button that opened it, after Escape', async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Product toevoegen' });

    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives focus back after the dialog's own cancel button", async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Product toevoegen' });

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));

    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('finds the opener again when the page replaced it while the dialog was open', async () => {
    const { rerender } = render(<Screen openerKey="a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Product toevoegen' }));

    rerender(<Screen openerKey="b" />);
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Product toevoegen' })).toHaveFocus());
  });

  it('falls back to the main content when the opener is gone', async () => {
    const { rerender } = render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Product toevoegen' }));

    rerender(<Screen showOpener={false} />);
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
