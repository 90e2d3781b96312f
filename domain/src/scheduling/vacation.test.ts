import { describe, expect, it } from 'vitest';
import {
  checkVacationStart,
  currentAndFutureVacations,
  isClosedForOrders,
  isInVacation,
  parseVacation,
  parseVacationEdit,
} from './vacation';

const TODAY = '2025-05-10';
const valid = {
  vacationModeStart: '2025-07-01',
  vacationModeEnd: '2025-07-15',
  vacationModeReason: 'Zomer',
  allowPreOrders: false,
};

const errorsOf = (input: unknown, currentStart?: string) => {
  const parsed = parseVacation(input, { today: TODAY, currentStart });
  return parsed.ok ? {} : parsed.errors;
};

describe('parseVacation', () => {
  it('accepts a future period with a reason, and one starting today, with the reason trimmed', () => {
    expect(parseVacation(valid, { today: TODAY })).toEqual({ ok: true, value: valid });
    expect(errorsOf({ ...valid, vacationModeStart: TODAY })).toEqual({});
    expect(parseVacation({ ...valid, vacationModeReason: '  Zomer ' })).toEqual({ ok: true, value: valid });
  });

  it.each([
    [{ vacationModeStart: '' }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: undefined }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: null }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: '2025-05-09' }, 'vacationModeStart', 'Begindatum moet vandaag of later zijn.'],
    [{ vacationModeStart: '2025-02-30' }, 'vacationModeStart', 'Voer een geldige datum in.'],
    [{ vacationModeStart: 20250701 }, 'vacationModeStart', 'Voer een geldige datum in.'],
    [{ vacationModeEnd: '' }, 'vacationModeEnd', 'Einddatum is verplicht.'],
    [{ vacationModeEnd: '2025-07-01' }, 'vacationModeEnd', 'Einddatum moet na de begindatum liggen.'],
    [{ vacationModeEnd: '2025-06-30' }, 'vacationModeEnd', 'Einddatum moet na de begindatum liggen.'],
    [{ vacationModeEnd: '15/07/2025' }, 'vacationModeEnd', 'Voer een geldige datum in.'],
    [{ vacationModeReason: '' }, 'vacationModeReason', 'Reden is verplicht.'],
    [{ vacationModeReason: '   ' }, 'vacationModeReason', 'Reden is verplicht.'],
    [
      { vacationModeReason: 'x'.repeat(201) },
      'vacationModeReason',
      'Reden mag niet langer zijn dan 200 tekens.',
    ],
    [{ vacationModeReason: 42 }, 'vacationModeReason', 'Ongeldige waarde.'],
    [{ extra: true }, 'extra', 'Onbekend veld: extra.'],
  ])('refuses %j on %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('reports every field at once', () => {
    expect(errorsOf({})).toEqual({
      vacationModeStart: 'Begindatum is verplicht.',
      vacationModeEnd: 'Einddatum is verplicht.',
      vacationModeReason: 'Reden is verplicht.',
    });
  });

  it('leaves the start in the past to the caller when it is not told what today is', () => {
    const past = { ...valid, vacationModeStart: '2025-05-01' };
    expect(parseVacation(past)).toEqual({ ok: true, value: past });
    expect(checkVacationStart(past.vacationModeStart, { today: TODAY })).toBe(
      'Begindatum moet vandaag of later zijn.',
    );
  });

  it('lets a running period keep its past start when edited, but not move to another past day', () => {
    const running = { ...valid, vacationModeStart: '2025-05-01' };
    expect(errorsOf(running, '2025-05-01')).toEqual({});
    expect(errorsOf({ ...running, vacationModeStart: '2025-05-02' }, '2025-05-01')).toEqual({
      vacationModeStart: 'Begindatum moet vandaag of later zijn.',
    });
  });
});

describe('parseVacationEdit', () => {
  it('takes the _id the spec repeats in the body, and nothing but text for it', () => {
    expect(parseVacationEdit({ ...valid, _id: 'abc' })).toEqual({
      ok: true,
      value: { ...valid, _id: 'abc' },
    });
    expect(parseVacationEdit(valid)).toEqual({ ok: true, value: { ...valid, _id: undefined } });
    expect(parseVacationEdit({ ...valid, _id: 7 })).toEqual({
      ok: false,
      errors: { _id: 'Ongeldige waarde.' },
    });
    expect(parseVacation({ ...valid, _id: 'abc' })).toEqual({
      ok: false,
      errors: { _id: 'Onbekend veld: _id.' },
    });
  });
});

describe('vacation days', () => {
  const periods = [{ vacationModeStart: '2025-07-01', vacationModeEnd: '2025-07-15' }];

  it('closes both bounds and every day between', () => {
    expect(isInVacation('2025-06-30', periods)).toBe(false);
    expect(isInVacation('2025-07-01', periods)).toBe(true);
    expect(isInVacation('2025-07-08', periods)).toBe(true);
    expect(isInVacation('2025-07-15', periods)).toBe(true);
    expect(isInVacation('2025-07-16', periods)).toBe(false);
  });

  it('keeps current and future periods only', () => {
    const all = [
      { vacationModeStart: '2025-01-01', vacationModeEnd: '2025-01-05' },
      { vacationModeStart: '2025-05-01', vacationModeEnd: '2025-05-10' },
      { vacationModeStart: '2025-07-01', vacationModeEnd: '2025-07-15' },
    ];
    expect(currentAndFutureVacations(all, TODAY)).toEqual(all.slice(1));
  });
});

describe("'Bestellingen voor na de vakantie toelaten'", () => {
  it('reads yes or no, blank being no', () => {
    expect(parseVacation({ ...valid, allowPreOrders: true })).toEqual({
      ok: true,
      value: { ...valid, allowPreOrders: true },
    });
    expect(parseVacation({ ...valid, allowPreOrders: '' })).toEqual({ ok: true, value: valid });
    expect(parseVacation({ ...valid, allowPreOrders: 'misschien' }).ok).toBe(false);
  });

  it('a vacation under way closes the shop to orders unless it allows pre-orders', () => {
    const period = { vacationModeStart: '2025-07-01', vacationModeEnd: '2025-07-15' };
    expect(isClosedForOrders('2025-07-01', [period])).toBe(true);
    expect(isClosedForOrders('2025-07-15', [period])).toBe(true);
    expect(isClosedForOrders('2025-06-30', [period])).toBe(false);
    expect(isClosedForOrders('2025-07-16', [period])).toBe(false);
    expect(isClosedForOrders('2025-07-10', [{ ...period, allowPreOrders: true }])).toBe(false);
  });
});
