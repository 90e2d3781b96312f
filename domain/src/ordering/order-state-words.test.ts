import { describe, expect, it } from 'vitest';
import { orderStateInWords } from './order-state-words';

describe('orderStateInWords', () => {
  it('says where the order stands as the issue words it', () => {
    expect(orderStateInWords('paid', 0)).toBe('Betaald');
    expect(orderStateInWords('ready', 0)).toBe('Klaar voor afhaling');
    expect(orderStateInWords('picked_up', 2)).toBe('Opgehaald');
    expect(orderStateInWords('cancelled', 9)).toBe('Geannuleerd — €\u00a09,00 terugbetaald');
    expect(orderStateInWords('cancelled', 0)).toBe('Geannuleerd');
  });
});

describe('orderStateInWords in the customer’s language', () => {
  it('says it in French and English, the amount as the language writes it', () => {
    expect(orderStateInWords('ready', 0, 'fr')).toBe('Prête à être retirée');
    expect(orderStateInWords('cancelled', 9, 'fr')).toBe('Annulée — remboursement de 9,00\u00a0€');
    expect(orderStateInWords('paid', 0, 'en')).toBe('Paid');
    expect(orderStateInWords('cancelled', 9, 'en')).toBe('Cancelled — €9.00 refunded');
    expect(orderStateInWords('paid', 0, 'nl')).toBe('Betaald');
  });
});
