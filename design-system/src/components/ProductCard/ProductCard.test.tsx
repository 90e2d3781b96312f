import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('is an article named by the product, with price, collection, tag and details', () => {
    render(
      <ProductCard
        name="Croque monsieur"
        description="Met hesp en kaas"
        price={7.5}
        tag="Menu item"
        collection={{ name: 'Broodjes', icon: 'Sandwich' }}
        details={<p>Voorraad: 3</p>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Croque monsieur' });
    expect(card).toHaveTextContent('Met hesp en kaas');
    expect(card).toHaveTextContent(/€\s7,50/);
    expect(card).toHaveTextContent('Menu item');
    expect(card).toHaveTextContent('Broodjes');
    expect(card).toHaveTextContent('Voorraad: 3');
  });

  it("says 'Geen beschrijving' without a description and shows no broken image without a photo", () => {
    const { container } = render(<ProductCard name="Spa bruis" price={2.4} />);
    expect(screen.getByText('Geen beschrijving')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows no description line when the fallback is empty', () => {
    const { container } = render(<ProductCard name="Spa bruis" price={2.4} descriptionFallback="" />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('loads its photo lazily unless asked to load it at once', () => {
    const { container, rerender } = render(<ProductCard name="Soep" price={4} imageUrl="/soep.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ProductCard name="Soep" price={4} imageUrl="/soep.jpg" imageLoading="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('offers its photo in several widths and fetches it first when asked', () => {
    const { container, rerender } = render(<ProductCard name="Soep" price={4} imageUrl="/soep.jpg" />);
    const image = () => container.querySelector('img');
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('fetchpriority');
    rerender(
      <ProductCard
        name="Soep"
        price={4}
        imageUrl="/soep.jpg"
        imageSrcSet="/soep.jpg?w=320 320w, /soep.jpg?w=640 640w"
        imageSizes="20rem"
        imageFetchPriority="high"
      />,
    );
    expect(image()).toHaveAttribute('srcset', '/soep.jpg?w=320 320w, /soep.jpg?w=640 640w');
    expect(image()).toHaveAttribute('sizes', '20rem');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces a photo that fails to load by the placeholder, and says so', () => {
    const onImageError = vi.fn();
    const { container } = render(
      <ProductCard
        name="Soep"
        price={4}
        imageUrl="/kapot.jpg"
        onImageError={onImageError}
        placeholder={<span>geen foto</span>}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(onImageError).toHaveBeenCalledOnce();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('geen foto')).toBeInTheDocument();
  });

  it('opens from its name, a button, while its own buttons do their own job', async () => {
    const onOpen = vi.fn();
    const onAdd = vi.fn();
    render(
      <ProductCard
        name="Soep"
        price={4}
        onOpen={onOpen}
        actions={
          <button type="button" onClick={onAdd}>
            Toevoegen
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Soep' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Soep' })).toContainElement(
      screen.getByRole('button', { name: 'Soep' }),
    );
  });
});
