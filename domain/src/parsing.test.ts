import { describe, expect, it } from 'vitest';
import {
  changedReadOnly,
  combine,
  failure,
  fieldError,
  invalid,
  problemOf,
  readBody,
  valid,
} from './parsing';
import { MESSAGES } from './messages';

describe('readBody', () => {
  it('gives the fields and a message per unknown field', () => {
    expect(readBody({ name: 'Anna', role: 'admin' }, ['name', 'email'])).toEqual({
      fields: { name: 'Anna', role: 'admin' },
      errors: { role: 'Onbekend veld: role.' },
    });
    expect(readBody({ note: 'x' }, ['start'], 'slots.0.').errors).toEqual({
      'slots.0.note': 'Onbekend veld: note.',
    });
  });

  it('reads a body that is not an object as one without fields', () => {
    for (const body of [undefined, null, 'tekst', 42, [1, 2]])
      expect(readBody(body, ['name'])).toEqual({ fields: {}, errors: {} });
  });
});

describe('combine', () => {
  it('makes one value of fields that all read well', () => {
    expect(combine({ name: valid('Anna'), age: valid(42) })).toEqual({
      ok: true,
      value: { name: 'Anna', age: 42 },
    });
  });

  it('keys each message by its field, keeps the paths of nested parses, and puts given errors first', () => {
    const result = combine(
      {
        name: invalid('Dit veld is verplicht'),
        age: valid(42),
        options: failure({ 'options.0.name': 'Dit veld is verplicht' }),
      },
      { role: 'Onbekend veld: role.' },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        role: 'Onbekend veld: role.',
        name: 'Dit veld is verplicht',
        'options.0.name': 'Dit veld is verplicht',
      },
    });
    expect(Object.keys(result.ok ? {} : result.errors)[0]).toBe('role');
  });
});

describe('messages for forms', () => {
  it('gives the message of one field, or none', () => {
    expect(problemOf(invalid('Fout'))).toBe('Fout');
    expect(problemOf(valid(1))).toBeUndefined();
    expect(fieldError(failure({ name: 'Fout' }), 'name')).toBe('Fout');
    expect(fieldError(failure({ name: 'Fout' }), 'email')).toBeUndefined();
    expect(fieldError(valid({}), 'name')).toBeUndefined();
  });
});

describe('changedReadOnly', () => {
  const current = { _id: 'a1', email: 'zaak@voorbeeld.be', onboardingCompleted: true, logoUrl: null };
  const fields = ['_id', 'email', 'onboardingCompleted', 'logoUrl'];

  it('finds nothing in a body that sends back what it read, or leaves the fields out', () => {
    expect(changedReadOnly({ ...current, name: 'Nieuw' }, current, fields)).toEqual({});
    expect(changedReadOnly({ name: 'Nieuw' }, current, fields)).toEqual({});
  });

  it('reads a form’s text as the value it stands for', () => {
    expect(changedReadOnly({ onboardingCompleted: 'true', logoUrl: '' }, current, fields)).toEqual({});
  });

  it('names each field sent with another value', () => {
    expect(
      changedReadOnly({ email: 'kaper@voorbeeld.be', onboardingCompleted: 'false' }, current, fields),
    ).toEqual({
      email: MESSAGES.readOnlyField,
      onboardingCompleted: MESSAGES.readOnlyField,
    });
  });
});
