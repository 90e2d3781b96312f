import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { completeSetupSteps } from './support/ready-shop';
import { registerOwner, useTestApp } from './support/test-app';

// 23:30 on 15 June in Brussels (UTC+2): still the 15th there, whatever the machine's clock says.
const clock = new SettableClock('2030-06-15T21:30:00Z');
const t = useTestApp({}, { clock });

const vacation = (start: string, end: string) => ({
  vacationModeStart: start,
  vacationModeEnd: end,
  vacationModeReason: 'Zomer',
});

describe('the server judges time by the injected clock', () => {
  it('takes "today" in the shop\'s time zone at the instant the test sets', async () => {
    const owner = await registerOwner(t.http);
    const post = (start: string, end: string) =>
      t.http.post('/api/admin/vacation-modes').set(owner.auth).send(vacation(start, end));

    clock.set('2030-06-15T21:30:00Z');
    await post('2030-06-15', '2030-06-20').expect(201);

    // An hour later it is past midnight in Brussels: the 15th is yesterday.
    clock.set('2030-06-15T22:30:00Z');
    const refused = await post('2030-06-15', '2030-06-21').expect(400);
    expect(refused.body.fields).toEqual({ vacationModeStart: 'Begindatum moet vandaag of later zijn.' });
    await post('2030-06-16', '2030-06-21').expect(201);
  });

  it('shows customers only current and coming vacations, as of the clock', async () => {
    const owner = await registerOwner(t.http);
    await completeSetupSteps(t, owner.auth);
    await t.http
      .post('/api/admin/stripe-connect/add-subdomain')
      .set(owner.auth)
      .send({ subdomain: 'klok-test' })
      .expect(200);
    clock.set('2030-07-01T10:00:00Z');
    await t.http
      .post('/api/admin/vacation-modes')
      .set(owner.auth)
      .send(vacation('2030-07-10', '2030-07-12'))
      .expect(201);

    const shown = async () => (await t.http.get('/api/shop/klok-test/vacation-mode').expect(200)).body;
    expect(await shown()).toHaveLength(1);
    clock.set('2030-07-12T21:59:00Z'); // 23:59 on the last day in Brussels
    expect(await shown()).toHaveLength(1);
    clock.set('2030-07-12T22:01:00Z'); // 00:01 the day after
    expect(await shown()).toEqual([]);
  });
});
