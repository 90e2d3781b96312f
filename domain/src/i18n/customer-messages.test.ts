import { describe, expect, it } from 'vitest';
import { checkSelection } from '../catalog/item-price';
import { MESSAGES } from '../messages';
import { ORDER_MESSAGES } from '../ordering/order-messages';
import { parseOrderPayload } from '../ordering/parse-order-payload';
import { CUSTOMER_MESSAGE_CATALOGUES, translateMessage } from './customer-messages';
import { TRANSLATION_LANGUAGES } from './languages';

/** Parameters as a message gets them: a count, then a name with characters a pattern must not read. */
const SAMPLES = ['7', 'Croque (groot) $1 + .*'];

function everyDutchMessage(): { key: string; dutch: string; parameters: string[] }[] {
  return CUSTOMER_MESSAGE_CATALOGUES.flatMap(({ dutch }) =>
    Object.entries(dutch).map(([key, message]) => {
      if (typeof message === 'string') return { key, dutch: message, parameters: [] };
      const parameters = SAMPLES.slice(0, message.length);
      return { key, dutch: (message as (...values: string[]) => string)(...parameters), parameters };
    }),
  );
}

describe('translateMessage', () => {
  it.each(TRANSLATION_LANGUAGES)(
    'has every customer-facing Dutch message in %s, its parameters kept',
    (language) => {
      const untranslated = everyDutchMessage().filter(({ dutch, parameters }) => {
        const translated = translateMessage(dutch, language);
        return (
          translated === dutch ||
          translated.trim() === '' ||
          !parameters.every((parameter) => translated.includes(parameter))
        );
      });
      expect(untranslated).toEqual([]);
    },
  );

  it('leaves Dutch as it is', () => {
    for (const { dutch } of everyDutchMessage()) expect(translateMessage(dutch, 'nl')).toBe(dutch);
  });

  it('translates fixed and parameterised messages', () => {
    expect(translateMessage(ORDER_MESSAGES.slotFull, 'fr')).toBe(
      'Cette heure de retrait est complète. Choisissez-en une autre.',
    );
    expect(translateMessage(ORDER_MESSAGES.soldOut('Croque monsieur'), 'en')).toBe(
      'Croque monsieur is sold out.',
    );
    expect(translateMessage(ORDER_MESSAGES.choiceUnavailable('Spaghetti', 'Extra kaas'), 'fr')).toBe(
      'Spaghetti\u00a0: Extra kaas n’est pas disponible.',
    );
    expect(translateMessage(MESSAGES.unknownField('language'), 'en')).toBe('Unknown field: language.');
  });

  it('writes money and plurals the way the language does', () => {
    expect(translateMessage(ORDER_MESSAGES.totalTooLow, 'fr')).toBe(
      'Un paiement en ligne doit être d’au moins 0,50\u00a0€.',
    );
    expect(translateMessage(ORDER_MESSAGES.totalTooLow, 'en')).toBe(
      'An online payment must be at least €0.50.',
    );
    expect(translateMessage(ORDER_MESSAGES.onlyLeft(1, 'Taart'), 'fr')).toBe(
      'Taart\u00a0: plus que 1 disponible.',
    );
    expect(translateMessage(ORDER_MESSAGES.onlyLeft(3, 'Taart'), 'fr')).toBe(
      'Taart\u00a0: plus que 3 disponibles.',
    );
  });

  it('gives each parameter its place when the languages order them differently', () => {
    const dutch = 'Saus mag niet langer zijn dan 200 tekens.';
    expect(translateMessage(dutch, 'en')).toBe('Saus must not be longer than 200 characters.');
  });

  it('reads the totals labels, the VAT rate kept', () => {
    expect(translateMessage('BTW (6%)', 'fr')).toBe('TVA (6\u00a0%)');
    expect(translateMessage('BTW (21%)', 'en')).toBe('VAT (21%)');
    expect(translateMessage('Subtotaal', 'en')).toBe('Subtotal');
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateMessage('Kaas is op, sorry!', 'fr')).toBe('Kaas is op, sorry!');
    expect(translateMessage('', 'en')).toBe('');
  });

  it('translates every message the order form can get from the payload parser', () => {
    const payloads: unknown[] = [
      {},
      { name: '', phone: '123', email: 'geen-adres', date: 'morgen', timeSlot: {}, cartItems: [] },
      {
        name: 'x'.repeat(101),
        phone: '',
        email: '',
        date: 12,
        timeSlot: 'nu',
        cartItems: [{ _id: 'x', type: 'taart', quantity: 0, calculatedPrice: -1, selectedOptions: 3 }],
        extra: true,
      },
      { cartItems: Array.from({ length: 51 }, () => ({})) },
    ];
    const messages = new Set(
      payloads.flatMap((payload) => {
        const parsed = parseOrderPayload(payload);
        return parsed.ok ? [] : Object.values(parsed.errors);
      }),
    );
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages)
      for (const language of TRANSLATION_LANGUAGES)
        expect(translateMessage(message, language)).not.toBe(message);
  });

  it('translates what a selection that does not fit its options gets', () => {
    const groups = [
      { name: 'Saus', type: 'select' as const, required: true, options: [{ name: 'Mayo', priceCents: 0 }] },
    ];
    const problems = [checkSelection(groups as never, {}), checkSelection(groups as never, { 0: 5 })];
    for (const problem of problems) {
      expect(problem).toBeDefined();
      expect(translateMessage(problem as string, 'fr')).not.toBe(problem);
    }
  });
});
