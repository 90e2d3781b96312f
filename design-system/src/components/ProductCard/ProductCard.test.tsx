import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
