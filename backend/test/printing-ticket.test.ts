import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { OrderLineView } from '@bestelklaar/domain';
import { encodeTicket, plainTicket, starTicket } from '../src/modules/printing/ticket-encoding';
import { ticketLines, wrap, type TicketOrder } from '../src/modules/printing/ticket';

/** The kitchen ticket as a pure function: what it says, in the printer's width, in its code page. */
const line = (overrides: Partial<OrderLineView> = {}): OrderLineView => ({
  itemId: 'p1',
  type: 'product',
  name: 'Croque monsieur met extra veel gesmolten emmentaler',
  quantity: 2,
  optionLines: [
    'Brood: Wit',
    "Extra's: Kaas + € 0,50",
    'Opmerking voor de keuken: zonder ui, goed doorbakken graag',
  ],
  kitchenNotes: ['Opmerking voor de keuken: zonder ui, goed doorbakken graag'],
  unitPrice: 9,
  lineTotal: 18,
  vatRate: 6,
  discountPercent: 0,
  includedProducts: [],
  allergens: ['gluten', 'milk'],
  ...overrides,
});

const order = (overrides: Partial<TicketOrder> = {}): TicketOrder => ({
  shopName: 'Bakkerij Één & Zonen',
  number: 42,
  pickupDay: 'maandag 17 juni',
  timeSlot: { start: '11:00', end: '11:30' },
  customerName: 'Françoise Müller',
  customerPhone: '+32470123456',
  lines: [
    line(),
    line({
      name: 'Menu van de dag',
      quantity: 1,
      lineTotal: 14.5,
      includedProducts: ['Soep', 'Broodje'],
      optionLines: [],
      kitchenNotes: [],
      allergens: [],
    }),
  ],
  totals: { subtotal: 30.66, vat: [{ label: 'BTW (6%)', amount: 1.84 }], discount: 0, total: 32.5 },
  sequence: 1,
  reason: 'paid',
  ...overrides,
});

describe('the ticket', () => {
  for (const width of [32, 48])
    it(`fits ${width} characters a line (large text half as many), and starts with an empty line`, () => {
      const lines = ticketLines(order(), width);
      expect(lines[0]).toEqual({ text: '', style: 'normal', align: 'left' });
      for (const { text, style } of lines)
        expect(text.length, text).toBeLessThanOrEqual(style === 'large' ? width / 2 : width);
      const all = lines.map(({ text }) => text).join('\n');
      expect(all).toContain('Bakkerij Één & Zonen');
      expect(all).toContain('Afhalen: maandag 17 juni');
      expect(all).toContain('Klant: Françoise Müller');
      expect(all).toContain('+ Brood: Wit');
      expect(all).toContain('Allergenen: ');
      expect(all).toContain('Met: Soep, Broodje');
      expect(all).toContain('Totaal');
      expect(all).toMatch(/€\s32,50/);
    });

  it('shows the number and pickup time large, the kitchen notes emphasised, and a second print as such', () => {
    const lines = ticketLines(order({ sequence: 3, reason: 'again' }), 48);
    expect(lines.find(({ text }) => text === '#42')).toMatchObject({ style: 'large', align: 'center' });
    expect(lines.find(({ text }) => text === '11:00 - 11:30')).toMatchObject({ style: 'large' });
    expect(lines.find(({ text }) => text.includes('zonder ui'))).toMatchObject({ style: 'bold' });
    expect(lines[1]).toMatchObject({ text: 'OPNIEUW AFGEDRUKT (3)', style: 'bold' });
    // A kitchen note is printed once, as a note, not also as an option.
    expect(lines.filter(({ text }) => text.includes('zonder ui'))).toHaveLength(1);
    expect(lines.filter(({ text }) => text.startsWith('  + Opmerking'))).toHaveLength(0);
    const note = lines.findIndex(({ text }) => text.startsWith('  ! Opmerking voor de keuken'));
    // Its second line is indented under the first, emphasised too.
    expect(lines[note + 1]).toEqual({ text: '    doorbakken graag', style: 'bold', align: 'left' });
  });

  it('puts each price at the end of its line', () => {
    const lines = ticketLines(order(), 32).map(({ text }) => text);
    const first = lines.find((text) => text.startsWith('2 x Croque'))!;
    expect(first).toHaveLength(32);
    expect(first.endsWith('€\u00a018,00')).toBe(true);
  });

  it('never passes control characters on to the printer, where they would be commands', () => {
    const lines = ticketLines(order({ customerName: 'Jan\u001b@\u001bd\u0003 Peeters\r\n' }), 48);
    expect(lines.some(({ text }) => [...text].some((char) => char.charCodeAt(0) < 0x20))).toBe(false);
    expect(lines.map(({ text }) => text)).toContain('Klant: Jan @ d Peeters');
  });

  it('wraps between words and cuts a word longer than a line', () => {
    expect(wrap('een twee drie vier', 9)).toEqual(['een twee', 'drie vier']);
    expect(wrap('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrap('   ', 5)).toEqual(['']);
  });
});

describe('the ticket in bytes', () => {
  const lines = ticketLines(order(), 48);

  it('is text/plain in code page 858: the euro at 0xD5, accents as the printer reads them', () => {
    const bytes = plainTicket(lines, 1, 48);
    expect(bytes.includes(0xd5)).toBe(true);
    expect(bytes.includes(Buffer.from('€', 'utf8'))).toBe(false);
    const text = iconv.decode(bytes, 'cp858');
    expect(text.startsWith('\n')).toBe(true);
    expect(text).toContain('Françoise Müller');
    expect(text).toContain('€ 32,50');
    expect(text.split('\n').every((row) => row.length <= 48)).toBe(true);
  });

  it('in Star commands selects code page 858, emphasises, enlarges and cuts after each copy', () => {
    const bytes = starTicket(lines, 2);
    expect(bytes.subarray(0, 6)).toEqual(Buffer.from([0x1b, 0x40, 0x1b, 0x1d, 0x74, 4]));
    expect(bytes.includes(Buffer.from([0x1b, 0x69, 1, 1]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1b, 0x45]))).toBe(true);
    expect(bytes.toString('latin1').split('\u001bd\u0003')).toHaveLength(3);
    expect(encodeTicket('application/vnd.star.line', lines, 2, 48)).toEqual(bytes);
    expect(encodeTicket('text/plain', lines, 1, 48)).toEqual(plainTicket(lines, 1, 48));
  });
});
