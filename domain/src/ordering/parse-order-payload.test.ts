import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_MESSAGES } from './order-messages';
import { parseOrderPayload } from './parse-order-payload';

const ID = '0b6f7c1e-4a55-4f38-9f3a-2f1f5f4b0c11';

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: '  Jan Janssens ',
  phone: '0470 12 34 56',
  email: 'Jan@Voorbeeld.be',
  date: 'Day1-2030-06-17',
  timeSlot: { start: '11:00', end: '11:30' },
  cartItems: [
    {
      _id: ID,
      type: 'product',
      quantity: 2,
      selectedOptions: { 0: 1, 1: [0, 2], 2: 'Lotte' },
      productOptions: [],
      calculatedPrice: 4.5,
    },
  ],
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const parsed = parseOrderPayload(input);
  return parsed.ok ? {} : parsed.errors;
};

describe('parseOrderPayload', () => {
  it('reads a valid order: trimmed name, E.164 phone, lower-cased e-mail, the calendar day', () => {
    expect(parseOrderPayload(payload())).toEqual({
      ok: true,
      value: {
        name: 'Jan Janssens',
        phone: '+32470123456',
        email: 'jan@voorbeeld.be',
        date: '2030-06-17',
        timeSlot: { start: '11:00', end: '11:30' },
        cartItems: [
          {
            _id: ID,
            type: 'product',
            quantity: 2,
            selectedOptions: { 0: 1, 1: [0, 2], 2: 'Lotte' },
            calculatedPrice: 4.5,
          },
        ],
      },
    });
  });

  it('reads a plain YYYY-MM-DD as the day the Day{n}- form names', () => {
    const plain = parseOrderPayload(payload({ date: '2030-06-17' }));
    expect(plain).toEqual(parseOrderPayload(payload()));
    expect(errorsOf(payload({ date: '2030-06-31' }))).toEqual({ date: 'Kies een dag' });
  });

  it('refuses a name of more than one line, in any line break', () => {
    for (const name of [
      'Jan\r\nBcc: iedereen@voorbeeld.be',
      'Jan\nJanssens',
      'Jan\rJanssens',
      'Jan\u2028Janssens',
    ])
      expect(errorsOf(payload({ name }))).toEqual({ name: 'Deze tekst bevat ongeldige tekens.' });
  });

  it('gives a Dutch message per wrong field, unknown fields first', () => {
    expect(
      errorsOf(
        payload({
          name: 'x'.repeat(101),
          phone: '09 123 45 67',
          email: 'a@b\r\n.be',
          date: 'Day2-2030-06-17',
          timeSlot: { start: '11:30', end: '11:00' },
          isAdmin: true,
        }),
      ),
    ).toEqual({
      isAdmin: 'Onbekend veld: isAdmin.',
      name: 'Mag niet langer zijn dan 100 tekens',
      phone: 'Voer een geldig gsm-nummer in uit België, Nederland, Frankrijk, Duitsland of Luxemburg',
      email: 'Voer een geldig e-mailadres in',
      date: 'Kies een dag',
      timeSlot: 'Selecteer een geldig tijdslot',
    });
  });

  it('checks every cart line', () => {
    const line = (overrides: Record<string, unknown>) =>
      payload({ cartItems: [{ ...payload().cartItems[0], ...overrides }] });
    expect(errorsOf(line({ _id: 'abc' }))).toEqual({
      'cartItems.0._id': 'Dit item bestaat niet (meer) in deze winkel.',
    });
    expect(errorsOf(line({ type: 'drank' }))).toEqual({
      'cartItems.0.type': 'Kies een product of een menu.',
    });
    for (const quantity of [0, 100, 1.5, '2', null])
      expect(errorsOf(line({ quantity }))).toEqual({
        'cartItems.0.quantity': 'Kies een aantal van 1 tot 99.',
      });
    for (const calculatedPrice of [-1, '4.50', Number.NaN, null])
      expect(errorsOf(line({ calculatedPrice }))).toEqual({
        'cartItems.0.calculatedPrice': 'Ongeldige prijs.',
      });
    for (const selectedOptions of [
      [1],
      'x',
      { 0: { a: 1 } },
      { 0: [1, 'a'] },
      { 0: -1 },
      { 0: 'x'.repeat(201) },
    ])
      expect(errorsOf(line({ selectedOptions }))).toEqual({
        'cartItems.0.selectedOptions': 'Ongeldige keuze van opties.',
      });
    expect(errorsOf(line({ korting: 50 }))).toEqual({ 'cartItems.0.korting': 'Onbekend veld: korting.' });
    expect(errorsOf(payload({ cartItems: [] }))).toEqual({ cartItems: 'Je winkelmandje is leeg.' });
    expect(errorsOf(payload({ cartItems: Array(51).fill(payload().cartItems[0]) }))).toEqual({
      cartItems: 'Een bestelling kan maximaal 50 regels hebben.',
    });
  });

  it('reads the language the customer orders in, when the form names one', () => {
    const read = (language: unknown) => {
      const parsed = parseOrderPayload(payload({ language }));
      return parsed.ok ? parsed.value.language : undefined;
    };
    expect(read('fr')).toBe('fr');
    expect(read('en')).toBe('en');
    expect(read(undefined)).toBeUndefined();
    for (const language of ['de', 'FR', 'fr-BE', '', null, 1, ['fr']])
      expect(errorsOf(payload({ language }))).toEqual({ language: ORDER_MESSAGES.languageInvalid });
  });

  it('refuses a body that is no object, and extra fields in the time slot', () => {
    expect(parseOrderPayload(null).ok).toBe(false);
    expect(parseOrderPayload([payload()]).ok).toBe(false);
    expect(errorsOf(payload({ timeSlot: { start: '11:00', end: '11:30', tz: 'x' } }))).toEqual({
      'timeSlot.tz': 'Onbekend veld: tz.',
    });
  });

  it('never throws and never accepts a changed weekday index', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        void parseOrderPayload(input);
        void parseOrderPayload(payload({ cartItems: [input] }));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }).filter((index) => index !== 1),
        (index) => {
          expect(parseOrderPayload(payload({ date: `Day${index}-2030-06-17` })).ok).toBe(false);
        },
      ),
    );
  });
});
