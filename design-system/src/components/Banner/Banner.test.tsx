import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a note with its text, and its icon hidden from assistive technology', () => {
    const { container } = render(<Banner>Testmodus — er wordt niet echt betaald</Banner>);

    expect(screen.getByRole('note')).toHaveTextContent('Testmodus — er wordt niet echt betaald');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
