import {
  allergenNames,
  formatEuros,
  type OrderLineView,
  type OrderTotalsView,
  type TimeSlotView,
} from '@bestelklaar/domain';
import { TICKET_TEXTS as T } from './ticket-texts';

/** One printed line: plain, emphasised, or large (double height and width, emphasised). */
export interface TicketLine {
  text: string;
  style: 'normal' | 'bold' | 'large';
  align: 'left' | 'center';
}

/** What a kitchen ticket shows of an order (from OrdersService.orderDocument, in the shop's Dutch). */
export interface TicketOrder {
  shopName: string;
  number: number;
  /** The pickup day in words, e.g. 'maandag 17 juni 2030'. */
  pickupDay: string;
  timeSlot: TimeSlotView;
  customerName: string;
  customerPhone: string;
  lines: readonly OrderLineView[];
  totals: OrderTotalsView;
  /** The how-manieth print of the order on this printer; above 1 the ticket says it is printed again. */
  sequence: number;
  reason: 'paid' | 'again';
}

/** Characters no printer should receive as text: control codes would be read as commands. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

const clean = (text: string) =>
  [...text]
    .map((char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** `text` in lines of at most `width` characters, broken between words, a word longer than a line cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of clean(text).split(' ')) {
    if (word === '') continue;
    let rest = word;
    while (rest.length > 0) {
      const room = current === '' ? width : width - current.length - 1;
      if (rest.length <= room) {
        current = current === '' ? rest : `${current} ${rest}`;
        rest = '';
      } else if (current !== '') {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current !== '') lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** `left` wrapped beside `right`, which stands at the end of the first line (a price beside a name). */
function beside(left: string, right: string, width: number): string[] {
  const room = Math.max(8, width - right.length - 1);
  const [first, ...rest] = wrap(left, room);
  const firstLine = `${first}${' '.repeat(Math.max(1, width - first!.length - right.length))}${right}`;
  return [firstLine, ...rest];
}

/** Continuation lines of an item's details, indented under the item. */
function indented(text: string, width: number, mark: string): string[] {
  return wrap(text, width - mark.length).map((line, index) =>
    index === 0 ? `${mark}${line}` : `${' '.repeat(mark.length)}${line}`,
  );
}

const rule = (width: number, char = '-') => char.repeat(width);

/**
 * The kitchen ticket, line by line, for a printer of `width` characters (32 on 58 mm, 48 on 80 mm at
 * font A): the shop, the order's number large, pickup day and time, the customer, each line with its
 * quantity, options, kitchen notes and allergens, and the totals. It starts with an empty line, so a
 * printer that eats its first line after the cut loses nothing (the peers' bug).
 */
export function ticketLines(order: TicketOrder, width: number): TicketLine[] {
  const out: TicketLine[] = [];
  const add = (texts: string[], style: TicketLine['style'] = 'normal', align: TicketLine['align'] = 'left') =>
    out.push(...texts.map((text) => ({ text, style, align })));

  add(['']);
  if (order.reason === 'again' || order.sequence > 1)
    add(wrap(T.again(order.sequence), width), 'bold', 'center');
  add(wrap(order.shopName, width), 'bold', 'center');
  // Large letters are twice as wide: half as many fit on a line.
  add(wrap(`#${order.number}`, Math.floor(width / 2)), 'large', 'center');
  add(wrap(`${T.pickup}: ${order.pickupDay}`, width), 'bold');
  add(wrap(`${order.timeSlot.start} - ${order.timeSlot.end}`, Math.floor(width / 2)), 'large');
  add(wrap(`${T.customer}: ${order.customerName}`, width));
  if (clean(order.customerPhone) !== '') add(wrap(`${T.phone} ${order.customerPhone}`, width));
  add([rule(width)]);

  for (const line of order.lines) {
    add(beside(`${line.quantity} x ${line.name}`, formatEuros(line.lineTotal), width), 'bold');
    if (line.includedProducts.length > 0)
      add(indented(`${T.menuHolds}: ${line.includedProducts.join(', ')}`, width, '  '));
    const notes = new Set(line.kitchenNotes);
    for (const option of line.optionLines) if (!notes.has(option)) add(indented(option, width, '  + '));
    for (const note of line.kitchenNotes) add(indented(note, width, '  ! '), 'bold');
    if (line.allergens.length > 0)
      add(indented(`${T.allergens}: ${allergenNames(line.allergens)}`, width, '  '));
  }

  add([rule(width)]);
  add(beside(T.subtotal, formatEuros(order.totals.subtotal), width));
  for (const vat of order.totals.vat) add(beside(vat.label, formatEuros(vat.amount), width));
  if (order.totals.discount > 0) add(beside(T.discount, `-${formatEuros(order.totals.discount)}`, width));
  add(beside(T.total, formatEuros(order.totals.total), width), 'bold');
  add([T.paid], 'normal', 'center');
  return out;
}
