import { describe, expect, it } from 'vitest';
import {
  customerCancelDeadline,
  customerCancelRefusal,
  parseCustomerCancelPolicy,
  type CustomerCancelPolicy,
} from './customer-cancel';

const ON: CustomerCancelPolicy = { customerCancelAllowed: true, customerCancelHoursBeforePickup: 24 };
const order = { state: 'paid' as const, pickupDate: '2030-06-17', slotStart: '12:00' };

describe("the customer's own cancel", () => {
  it("ends the hours before the pickup piece starts, on the shop's clock", () => {
    // 12:00 in Brussels in June is 10:00 UTC.
    expect(customerCancelDeadline(order, 24, 'Europe/Brussels').toISOString()).toBe(
      '2030-06-16T10:00:00.000Z',
    );
    expect(customerCancelDeadline(order, 0, 'Europe/Brussels').toISOString()).toBe(
      '2030-06-17T10:00:00.000Z',
    );
  });

  it('is refused while the shop has it off, once too late, and for an order that is no longer paid', () => {
    const inTime = new Date('2030-06-16T10:00:00.000Z');
    const late = new Date('2030-06-16T10:00:00.001Z');
    expect(customerCancelRefusal(order, ON, 'Europe/Brussels', inTime)).toBeUndefined();
    expect(
      customerCancelRefusal({ ...order, state: 'ready' }, ON, 'Europe/Brussels', inTime),
    ).toBeUndefined();
    expect(customerCancelRefusal(order, ON, 'Europe/Brussels', late)).toBe(
      'Je kunt je bestelling zelf annuleren tot 24 uur voor het afhalen. Neem contact op met de winkel.',
    );
    expect(
      customerCancelRefusal(order, { ...ON, customerCancelAllowed: false }, 'Europe/Brussels', inTime),
    ).toBe('Deze winkel laat niet toe dat je je bestelling zelf annuleert. Neem contact op met de winkel.');
    expect(customerCancelRefusal({ ...order, state: 'picked_up' }, ON, 'Europe/Brussels', inTime)).toBe(
      'Deze bestelling kan niet meer geannuleerd worden.',
    );
  });

  it('takes a switch and whole hours from 0 to 168', () => {
    expect(
      parseCustomerCancelPolicy({ customerCancelAllowed: true, customerCancelHoursBeforePickup: '48' }),
    ).toEqual({
      ok: true,
      value: { customerCancelAllowed: true, customerCancelHoursBeforePickup: 48 },
    });
    for (const hours of ['', '-1', '169', '2.5', 'twee'])
      expect(
        parseCustomerCancelPolicy({ customerCancelAllowed: false, customerCancelHoursBeforePickup: hours }),
      ).toEqual({
        ok: false,
        errors: { customerCancelHoursBeforePickup: 'Voer een geheel aantal uren in van 0 tot 168' },
      });
    expect(
      parseCustomerCancelPolicy({ customerCancelAllowed: 'ja', customerCancelHoursBeforePickup: 2 }).ok,
    ).toBe(false);
  });
});
