import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopLinkActions } from './ShopLinkActions';

const SHOP_URL = 'http://localhost:3000/lemmens';

function renderActions() {
  render(<ShopLinkActions shopUrl={SHOP_URL} shopName="Bakkerij Lemmens" />);
}

afterEach(() => {
  // The device's share sheet, where a test gave the browser one.
  Reflect.deleteProperty(navigator, 'share');
});

describe("a live shop's first actions", () => {
  it("opens the shop in a new tab for 'Plaats een testbestelling'", () => {
    renderActions();

    const link = screen.getByRole('link', { name: 'Plaats een testbestelling' });
    expect(link).toHaveAttribute('href', SHOP_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("copies the shop's link and says 'Gekopieerd'", async () => {
    const user = userEvent.setup();
    renderActions();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Kopieer link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Gekopieerd');
    expect(await navigator.clipboard.readText()).toBe(SHOP_URL);
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('', 'NotAllowedError'));
    renderActions();

    await user.click(screen.getByRole('button', { name: 'Kopieer link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kopiëren lukte niet: selecteer de link hierboven en kopieer hem zelf.',
    );
  });

  it("offers no 'Deel link' where the browser cannot share", () => {
    renderActions();
    expect(screen.queryByRole('button', { name: 'Deel link' })).not.toBeInTheDocument();
  });

  it("shares through the device's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Deel link' }));

    expect(share).toHaveBeenCalledWith({ title: 'Bakkerij Lemmens', url: SHOP_URL });
  });
});
