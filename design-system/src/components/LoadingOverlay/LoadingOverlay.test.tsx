import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('says what is loading while visible', () => {
    render(<LoadingOverlay visible label="We dekken de tafel voor je…" />);
    expect(screen.getByRole('status')).toHaveTextContent('We dekken de tafel voor je…');
  });

  it('is marked hidden once loading is done', () => {
    const { container, rerender } = render(<LoadingOverlay visible label="Laden" />);
    rerender(<LoadingOverlay visible={false} label="Laden" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'hidden');
  });
});
