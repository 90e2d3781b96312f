import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    render(
      <>
        <SkipLink />
        <a href="#producten">Producten</a>
        <main id="inhoud">Inhoud</main>
      </>,
    );

    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#inhoud');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
