import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideNav } from './SideNav';

function renderNav() {
  const router = createMemoryRouter([{ path: '/dashboard/*', Component: SideNav }], {
    initialEntries: ['/dashboard/producten'],
  });
  render(<RouterProvider router={router} />);
}

describe("the dashboard's phone menu", () => {
  it('locks the page behind it while open, and closes on Escape with focus back on its button', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu openen' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menu sluiten');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a page is chosen', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));

    await userEvent.click(screen.getByRole('link', { name: 'Collecties' }));
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});
