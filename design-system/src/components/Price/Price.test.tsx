import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows euros in the nl-BE format', () => {
    const { container } = render(<Price amount={1234.5} />);
    expect(container).toHaveTextContent(/^€\s1\.234,50$/);
  });

  it('strikes through a higher original price and says which is which', () => {
    const { container } = render(<Price amount={7.65} original={8.5} />);
    expect(container.querySelector('s')).toHaveTextContent(/€\s8,50/);
    expect(screen.getByText('Oorspronkelijke prijs:', { exact: false })).toBeInTheDocument();
    expect(container).toHaveTextContent(/Nu:\s*€\s7,65/);
  });

  it('shows no original when it is not higher', () => {
    const { container } = render(<Price amount={8.5} original={8.5} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
