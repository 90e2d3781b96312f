import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function SaveButton() {
  const { show } = useToast();
  return (
    <button
      type="button"
      onClick={() => show({ title: 'Product opgeslagen', description: 'Croque monsieur', tone: 'success' })}
    >
      Opslaan
    </button>
  );
}

describe('Toast', () => {
  it('shows the title and description passed to show()', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Product opgeslagen')).toBeVisible();
    expect(screen.getByText('Croque monsieur')).toBeVisible();
  });

  it('explains that useToast() needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<SaveButton />)).toThrow('useToast() needs a <ToastProvider> around the app.');
  });
});
