import { describe, expect, it } from 'vitest';
import {
  parseLogin,
  parsePasswordResetConfirmation,
  parsePasswordResetRequest,
  parseSignup,
  PASSWORD_RESET_MESSAGES,
} from './auth-input';

const signup = { name: 'Anna', email: 'anna@voorbeeld.be', password: 'geheim1' };

describe('parseSignup', () => {
  it('trims name and e-mail and keeps the password as typed', () => {
    expect(parseSignup({ name: ' Anna ', email: ' anna@voorbeeld.be ', password: ' geheim ' })).toEqual({
      ok: true,
      value: { name: 'Anna', email: 'anna@voorbeeld.be', password: ' geheim ' },
    });
  });

  it.each([
    [{ name: undefined }, 'name', 'Dit veld is verplicht'],
    [{ name: '   ' }, 'name', 'Dit veld is verplicht'],
    [{ name: 42 }, 'name', 'Dit veld is verplicht'],
    [{ name: ' A ' }, 'name', 'Moet ten minste 2 tekens lang zijn'],
    [{ name: 'x'.repeat(101) }, 'name', 'Mag niet langer zijn dan 100 tekens'],
    [{ name: 'Anna\r\nBcc: iedereen@voorbeeld.be' }, 'name', 'Deze tekst bevat ongeldige tekens.'],
    [{ name: 'Anna\nPeeters' }, 'name', 'Deze tekst bevat ongeldige tekens.'],
    [{ email: '' }, 'email', 'Dit veld is verplicht'],
    [{ email: 'geen-email' }, 'email', 'Voer een geldig e-mailadres in'],
    [{ email: `${'a'.repeat(250)}@x.be` }, 'email', 'Voer een geldig e-mailadres in'],
    [{ password: '' }, 'password', 'Dit veld is verplicht'],
    [{ password: '12345' }, 'password', 'Moet ten minste 6 tekens lang zijn'],
    [{ password: 'x'.repeat(201) }, 'password', 'Mag niet langer zijn dan 200 tekens'],
    [{ role: 'admin' }, 'role', 'Onbekend veld: role.'],
  ])('refuses %j on %s', (change, field, message) => {
    expect(parseSignup({ ...signup, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every field of a body that is not an object', () => {
    expect(parseSignup([1, 2])).toEqual({
      ok: false,
      errors: {
        name: 'Dit veld is verplicht',
        email: 'Dit veld is verplicht',
        password: 'Dit veld is verplicht',
      },
    });
  });
});

describe('parseLogin', () => {
  it('requires both fields and checks no format', () => {
    expect(parseLogin({ email: ' iets ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'iets', password: 'x' },
    });
    expect(parseLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Dit veld is verplicht', password: 'Dit veld is verplicht' },
    });
  });

  it('answers absurdly long input like wrong credentials', () => {
    expect(parseLogin({ email: 'x'.repeat(255), password: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: {
        email: 'E-mailadres of wachtwoord is onjuist.',
        password: 'E-mailadres of wachtwoord is onjuist.',
      },
    });
  });
});

describe('parsePasswordResetRequest', () => {
  it('normalises a valid address and refuses anything else in Dutch', () => {
    expect(parsePasswordResetRequest({ email: ' Anna@Voorbeeld.be ' })).toEqual({
      ok: true,
      value: { email: 'anna@voorbeeld.be' },
    });
    expect(parsePasswordResetRequest({ email: '' })).toEqual({
      ok: false,
      errors: { email: 'Dit veld is verplicht' },
    });
    expect(parsePasswordResetRequest({ email: 'anna@' })).toEqual({
      ok: false,
      errors: { email: 'Voer een geldig e-mailadres in' },
    });
    expect(parsePasswordResetRequest({ email: 'anna@voorbeeld.be', password: 'x' })).toEqual({
      ok: false,
      errors: { password: 'Onbekend veld: password.' },
    });
  });
});

describe('parsePasswordResetConfirmation', () => {
  const token = 'A'.repeat(42) + '_';

  it('takes a well-formed token and a password by the registration rule', () => {
    expect(parsePasswordResetConfirmation({ token, password: ' nieuw1 ' })).toEqual({
      ok: true,
      value: { token, password: ' nieuw1 ' },
    });
    expect(parsePasswordResetConfirmation({ token, password: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Moet ten minste 6 tekens lang zijn' },
    });
  });

  it.each([undefined, '', 'kort', `${token}x`, 'A'.repeat(42) + '=', 42])(
    'calls the token %j an invalid link',
    (bad) => {
      expect(parsePasswordResetConfirmation({ token: bad, password: 'geheim1' })).toEqual({
        ok: false,
        errors: { token: PASSWORD_RESET_MESSAGES.invalidLink },
      });
    },
  );
});
