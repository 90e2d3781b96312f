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
