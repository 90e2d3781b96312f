import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
