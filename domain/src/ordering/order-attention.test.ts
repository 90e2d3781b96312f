import { describe, expect, it } from 'vitest';
import { parseSettings } from '../settings';
import {
  ORDER_ATTENTION_MESSAGES,
  readAutoCancelMinutes,
  readAutoConfirmOrders,
  readUnseenReminderMinutes,
} from './order-attention';

describe("the settings for orders nobody saw ('Gezien')", () => {
  it('read whole minutes as a form or the read sends them; empty is the default or off', () => {
    expect(readUnseenReminderMinutes('')).toEqual({ ok: true, value: 5 });
    expect(readUnseenReminderMinutes(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(readUnseenReminderMinutes(120)).toEqual({ ok: true, value: 120 });
    expect(readAutoCancelMinutes(null)).toEqual({ ok: true, value: null });
    expect(readAutoCancelMinutes('')).toEqual({ ok: true, value: null });
    expect(readAutoCancelMinutes('90')).toEqual({ ok: true, value: 90 });
    expect(readAutoConfirmOrders('true')).toEqual({ ok: true, value: true });
  });

  it('refuse what is not a whole number in range, in Dutch', () => {
    for (const value of [0, 121, '2.5', '-1', 'vijf', true, 1e9])
      expect(readUnseenReminderMinutes(value)).toEqual({
        ok: false,
        message: ORDER_ATTENTION_MESSAGES.reminderMinutesRange,
      });
    for (const value of [4, 1441, '1,5'])
      expect(readAutoCancelMinutes(value)).toEqual({
        ok: false,
        message: ORDER_ATTENTION_MESSAGES.autoCancelMinutesRange,
      });
    expect(readAutoConfirmOrders('ja')).toEqual({
      ok: false,
      message: ORDER_ATTENTION_MESSAGES.autoConfirmInvalid,
    });
  });

  it('are left out of a settings change that does not name them, so the shop keeps its own', () => {
    const form = {
      name: 'Sofie',
      shopName: 'De Smulhoek',
      shopDescription: 'Soep',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      contactEmail: 'info@desmulhoek.be',
      contactGsm: '0470 12 34 56',
    };
    const without = parseSettings(form);
    expect(without.ok && 'unseenReminderMinutes' in without.value).toBe(false);
    const named = parseSettings({ ...form, unseenReminderMinutes: '7', autoConfirmOrders: 'false' });
    expect(named.ok && named.value).toMatchObject({ unseenReminderMinutes: 7, autoConfirmOrders: false });
    expect(named.ok && 'autoCancelMinutesBeforePickup' in named.value).toBe(false);
  });
});
