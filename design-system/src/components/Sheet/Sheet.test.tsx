import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Sheet } from './Sheet';

function CartSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Winkelmandje</Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Winkelmandje"
        footer={<Button onClick={() => setOpen(false)}>Verder winkelen</Button>}
      >
        <p>Je winkelmandje is leeg.</p>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens as a dialog over a page that no longer scrolls, and gives focus back when closed', async () => {
    render(<CartSheet />);
    const opener = screen.getByRole('button', { name: 'Winkelmandje' });

    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Winkelmandje' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute('data-scroll-locked');

    // '× Sluiten': the cross is decoration, the button is named by its word.
    const close = screen.getByRole('button', { name: 'Sluiten' });
    expect(close).toHaveTextContent('× Sluiten');
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes on Escape and from its footer', async () => {
    render(<CartSheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Winkelmandje' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Winkelmandje' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder winkelen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the keyboard reach a body that scrolls with nothing focusable in it, and leaves a short one out', async () => {
    const { rerender } = render(
      <Sheet open onOpenChange={() => {}} title="Winkelmandje">
        <p>Kort</p>
      </Sheet>,
    );
    expect(screen.queryByRole('region', { name: 'Winkelmandje' })).not.toBeInTheDocument();
    rerender(<></>);

    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 900 });
    try {
      rerender(
        <Sheet open onOpenChange={() => {}} title="Winkelmandje">
          <p>Lang</p>
        </Sheet>,
      );
      expect(screen.getByRole('region', { name: 'Winkelmandje' })).toHaveAttribute('tabindex', '0');
    } finally {
      if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });
});
