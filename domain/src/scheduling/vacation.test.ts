import { describe, expect, it } from 'vitest';
import { currentAndFutureVacations, isInVacation, validateVacation } from './vacation';

const TODAY = '2025-05-10';
const valid = { vacationModeStart: '2025-07-01', vacationModeEnd: '2025-07-15', vacationModeReason: 'Zomer' };

describe('validateVacation', () => {
  it('accepts a future period with a reason, and one starting today', () => {
    expect(validateVacation(valid, TODAY)).toEqual({});
    expect(validateVacation({ ...valid, vacationModeStart: TODAY }, TODAY)).toEqual({});
  });

  it.each([
    [{ vacationModeStart: '' }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: undefined }, 'vacationModeStart', 'Begindatum is verplicht.'],
    [{ vacationModeStart: '2025-05-09' }, 'vacationModeStart', 'Begindatum moet vandaag of later zijn.'],
    [{ vacationModeStart: '2025-02-30' }, 'vacationModeStart', 'Voer een geldige datum in.'],
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
  ])('refuses %j on %s', (change, field, message) => {
    expect(validateVacation({ ...valid, ...change }, TODAY)).toEqual({ [field]: message });
  });

  it('reports every field at once', () => {
    expect(validateVacation({}, TODAY)).toEqual({
      vacationModeStart: 'Begindatum is verplicht.',
      vacationModeEnd: 'Einddatum is verplicht.',
      vacationModeReason: 'Reden is verplicht.',
    });
  });

  it('lets a running period keep its past start when edited, but not move to another past day', () => {
    const running = { ...valid, vacationModeStart: '2025-05-01' };
    expect(validateVacation(running, TODAY, '2025-05-01')).toEqual({});
    expect(validateVacation({ ...running, vacationModeStart: '2025-05-02' }, TODAY, '2025-05-01')).toEqual({
      vacationModeStart: 'Begindatum moet vandaag of later zijn.',
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
