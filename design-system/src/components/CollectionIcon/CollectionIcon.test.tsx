import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CollectionIcon } from './CollectionIcon';
import { hasCollectionIconDrawing } from './collection-icon-drawings';

describe('CollectionIcon', () => {
  it('draws a named icon, named for assistive technology when labelled', () => {
    render(<CollectionIcon icon="Pizza" label="Pizza" />);
    expect(screen.getByRole('img', { name: 'Pizza' }).tagName.toLowerCase()).toBe('svg');
  });

  it('is hidden decoration without a label', () => {
    const { container } = render(<CollectionIcon icon="Soup" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an image URL as an image', () => {
    render(<CollectionIcon icon="https://cdn.voorbeeld.be/icoon.png" label="Specials" />);
    expect(screen.getByRole('img', { name: 'Specials' })).toHaveAttribute(
      'src',
      'https://cdn.voorbeeld.be/icoon.png',
    );
  });

  it('falls back to the general icon for an unknown name', () => {
    render(<CollectionIcon icon="BestaatNiet" label="Onbekend" />);
    expect(screen.getByRole('img', { name: 'Onbekend' })).toHaveClass('lucide-utensils');
  });

  it('has a drawing for the own box icon', () => {
    expect(hasCollectionIconDrawing('boxIcon')).toBe(true);
    expect(hasCollectionIconDrawing('toString')).toBe(false);
  });
});
