import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '../../../test/fixtures/orders';
import { KitchenTicket } from './KitchenTicket';

/** The ticket's totals as printed: label and amount per row, plain spaces. */
const totalsOf = () =>
  [...screen.getByRole('article', { name: 'Bon bestelling 1001' }).querySelectorAll('ul ~ p')].map((row) =>
    [...row.children].map((part) => part.textContent?.replace(/\s/g, ' ')),
  );

describe('the kitchen ticket', () => {
  it('prints the totals as the customer saw them, Korting negative', () => {
    render(
      <KitchenTicket
        order={adminOrder({
          totals: {
            subtotal: 14.62,
            vat: [{ label: 'BTW (6%)', amount: 0.82 }],
            discount: 0.94,
            total: 14.5,
          },
        })}
      />,
    );

    expect(totalsOf()).toEqual([
      ['Subtotaal', '€ 14,62'],
      ['BTW (6%)', '€ 0,82'],
      ['Korting', '-€ 0,94'],
      ['Totaal', '€ 14,50'],
    ]);
  });

  it('prints no Korting line without a discount', () => {
    render(
      <KitchenTicket
        order={adminOrder({
          totals: { subtotal: 13.68, vat: [{ label: 'BTW (6%)', amount: 0.82 }], discount: 0, total: 14.5 },
        })}
      />,
    );

    expect(totalsOf().map(([label]) => label)).toEqual(['Subtotaal', 'BTW (6%)', 'Totaal']);
  });
});
