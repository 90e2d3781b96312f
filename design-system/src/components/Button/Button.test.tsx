import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Bestelling plaatsen
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Bestelling plaatsen' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and not busy by default', () => {
    render(<Button>Opslaan</Button>);

    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/inloggen">Inloggen</a>
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
