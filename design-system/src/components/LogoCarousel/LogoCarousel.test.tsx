import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogoCarousel } from './LogoCarousel';

const logos = [
  { name: 'De Gouden Lepel', src: '/logos/gouden-lepel.svg' },
  { name: 'Pasta Nonna', src: '/logos/pasta-nonna.svg' },
];

describe('LogoCarousel', () => {
  it('names every logo once, although the row is drawn twice to loop', () => {
    render(<LogoCarousel logos={logos} label="Klanten" />);

    const region = screen.getByRole('region', { name: 'Klanten' });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'De Gouden Lepel',
      'Pasta Nonna',
    ]);
    expect(region.querySelectorAll('img')).toHaveLength(4);
  });

  it('takes 40 seconds per pass with 200 px wide logos by default', () => {
    render(<LogoCarousel logos={logos} label="Klanten" />);

    const region = screen.getByRole('region', { name: 'Klanten' });
    expect(region.style.getPropertyValue('--carousel-duration')).toBe('40s');
    expect(region.style.getPropertyValue('--carousel-item-width')).toBe('200px');
    expect(screen.getByRole('img', { name: 'Pasta Nonna' })).toHaveAttribute('width', '200');
    expect(screen.getByRole('img', { name: 'Pasta Nonna' })).toHaveAttribute('height', '100');
  });

  it('follows the given duration and item width', () => {
    render(<LogoCarousel logos={logos} label="Klanten" duration={12} itemWidth={150} />);

    const region = screen.getByRole('region', { name: 'Klanten' });
    expect(region.style.getPropertyValue('--carousel-duration')).toBe('12s');
    expect(region.style.getPropertyValue('--carousel-item-width')).toBe('150px');
    expect(screen.getByRole('img', { name: 'Pasta Nonna' })).toHaveAttribute('height', '75');
  });

  it('can be paused and resumed with its button', async () => {
    render(<LogoCarousel logos={logos} label="Klanten" />);
    const region = screen.getByRole('region', { name: 'Klanten' });

    await userEvent.click(screen.getByRole('button', { name: 'Logo’s stilzetten' }));
    expect(region).toHaveAttribute('data-paused', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Logo’s laten bewegen' }));
    expect(region).toHaveAttribute('data-paused', 'false');
  });
});
