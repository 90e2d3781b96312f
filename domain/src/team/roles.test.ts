import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLE_ACTIONS, ROLES, parseRole, roleAllows } from './roles';

describe('the role table', () => {
  it('gives the owner every action, and grants only actions that exist', () => {
    for (const action of ACTIONS) expect(roleAllows('eigenaar', action)).toBe(true);
    for (const role of ROLES) for (const action of ROLE_ACTIONS[role]) expect(ACTIONS).toContain(action);
  });

  it('keeps payments and going online for owners, and money and settings away from the counter', () => {
    expect(roleAllows('beheerder', 'payments.manage')).toBe(false);
    expect(roleAllows('beheerder', 'orders.refund')).toBe(true);
    for (const action of [
      'orders.refund',
      'orders.cancel',
      'orders.export',
      'revenue.read',
      'settings.edit',
    ] as const)
      expect(roleAllows('medewerker', action)).toBe(false);
    expect(roleAllows('medewerker', 'orders.handle')).toBe(true);
  });

  it('keeps the team for owners only', () => {
    for (const action of ['team.read', 'team.manage'] as const)
      for (const role of ROLES) expect(roleAllows(role, action)).toBe(role === 'eigenaar');
  });

  it('lets the accountant read and export, and change nothing', () => {
    const changes = ACTIONS.filter((action) =>
      /\.(edit|handle|cancel|refund|sold-out|pause|resend|manage|launch)$/.test(action),
    );
    for (const action of changes) expect(roleAllows('boekhouder', action)).toBe(false);
    expect(roleAllows('boekhouder', 'orders.export')).toBe(true);
  });

  it('reads a role only from its own names', () => {
    expect(parseRole('medewerker')).toBe('medewerker');
    expect(parseRole('admin')).toBeUndefined();
    expect(parseRole(1)).toBeUndefined();
  });
});
