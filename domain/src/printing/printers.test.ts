import { describe, expect, it } from 'vitest';
import { parsePrinterInput, printerState, PRINTER_MESSAGES } from './printers';

const COLLECTION = '0b7c8a9e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('parsePrinterInput', () => {
  it('takes a name and a paper width, and prints every order once by default', () => {
    expect(parsePrinterInput({ name: ' Keuken ', paperWidth: 80 })).toEqual({
      ok: true,
      value: { name: 'Keuken', paperWidth: 80, collections: null, copies: 1 },
    });
  });

  it('keeps chosen collections once each, and an empty choice means every order', () => {
    const parsed = parsePrinterInput({
      name: 'Bar',
      paperWidth: 58,
      collections: [COLLECTION, COLLECTION.toUpperCase()],
      copies: 2,
    });
    expect(parsed).toEqual({
      ok: true,
      value: { name: 'Bar', paperWidth: 58, collections: [COLLECTION], copies: 2 },
    });
    expect(parsePrinterInput({ name: 'Bar', paperWidth: 58, collections: [] })).toMatchObject({
      ok: true,
      value: { collections: null },
    });
  });

  it('refuses another paper, copies outside 1..5, collections that are no ids, and unknown fields', () => {
    const parsed = parsePrinterInput({
      name: 'K',
      paperWidth: 76,
      copies: 6,
      collections: ['x'],
      colour: 'rood',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.paperWidth).toBe(PRINTER_MESSAGES.paperWidth);
    expect(parsed.errors.copies).toBe(PRINTER_MESSAGES.copies);
    expect(parsed.errors.collections).toBe(PRINTER_MESSAGES.collections);
    expect(parsed.errors.name).toMatch(/ten minste 2/);
    expect(parsed.errors.colour).toBeDefined();
    expect(parsePrinterInput({ name: 'Keuken', paperWidth: 80, copies: 1.5 }).ok).toBe(false);
  });
});

describe('printerState', () => {
  const now = new Date('2030-06-14T10:05:00Z');
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

  it('reads the CloudPRNT status code of a recent poll', () => {
    expect(printerState(secondsAgo(5), '200 OK', now)).toEqual({ kind: 'online' });
    expect(printerState(secondsAgo(5), '211 Paper low', now)).toEqual({ kind: 'paper-low' });
    expect(printerState(secondsAgo(5), '410 Out of paper', now)).toEqual({ kind: 'paper-out' });
    expect(printerState(secondsAgo(5), '420 Cover open', now)).toEqual({ kind: 'cover-open' });
    expect(printerState(secondsAgo(5), '511 Decoding', now)).toEqual({ kind: 'error', code: '511' });
  });

  it('is offline after a minute without a poll, since that poll, and never without one', () => {
    expect(printerState(secondsAgo(60), '200 OK', now)).toEqual({ kind: 'online' });
    expect(printerState(secondsAgo(61), '410', now)).toEqual({
      kind: 'offline',
      since: secondsAgo(61).toISOString(),
    });
    expect(printerState(null, null, now)).toEqual({ kind: 'never' });
  });
});
