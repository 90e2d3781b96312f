import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  it("replaces the secrets of a URL's query and keeps the rest", () => {
    expect(redactSecrets('/api/shop/smulhoek/orders/8f0c/cancel?key=s3cr3t-order-key')).toBe(
      `/api/shop/smulhoek/orders/8f0c/cancel?key=${REDACTED}`,
    );
    expect(redactSecrets('/api/mail/sandbox?token=abc.def&page=2')).toBe(
      `/api/mail/sandbox?token=${REDACTED}&page=2`,
    );
    expect(
      redactSecrets('/x?from=2030-06-17&ticket=t1&api_key=k1&access_token=a1&code=c1&session_id=cs_1#top'),
    ).toBe(
      `/x?from=2030-06-17&ticket=${REDACTED}&api_key=${REDACTED}&access_token=${REDACTED}&code=${REDACTED}&session_id=${REDACTED}#top`,
    );
    expect(redactSecrets('/api/shop/smulhoek/slot-availability?from=2030-06-17&days=7')).toBe(
      '/api/shop/smulhoek/slot-availability?from=2030-06-17&days=7',
    );
  });

  it('replaces secrets wherever they stand in a message or a stack', () => {
    expect(redactSecrets('Mail failed for https://shop.test/api/x/calendar.ics?key=abc (timeout)')).toBe(
      `Mail failed for https://shop.test/api/x/calendar.ics?key=${REDACTED} (timeout)`,
    );
    expect(redactSecrets('request had Authorization: Bearer eyJhbGciOi.x.y')).toBe(
      `request had Authorization: ${REDACTED}`,
    );
    expect(redactSecrets('sent Bearer eyJhbGciOi.x.y along')).toBe(`sent Bearer ${REDACTED} along`);
    expect(redactSecrets('Stripe-Signature: t=1,v1=abc')).toBe(`Stripe-Signature: ${REDACTED}`);
    expect(redactSecrets('connect postgres://app:hunter2@db:5432/shops')).toBe(
      `connect postgres://app:${REDACTED}@db:5432/shops`,
    );
    expect(redactSecrets('Authorization header missing')).toBe('Authorization header missing');
  });

  it('replaces credential headers whole and looks through plain objects and arrays', () => {
    const logged = {
      msg: 'request completed',
      req: {
        url: '/api/shop/s/orders/1?key=k',
        headers: {
          Authorization: 'Bearer t',
          cookie: 'session=s',
          'stripe-signature': 't=1,v1=x',
          'set-cookie': ['a=b'],
          accept: 'text/html',
        },
      },
      lines: ['?token=t'],
      count: 3,
    };
    expect(redactSecrets(logged)).toEqual({
      msg: 'request completed',
      req: {
        url: `/api/shop/s/orders/1?key=${REDACTED}`,
        headers: {
          Authorization: REDACTED,
          cookie: REDACTED,
          'stripe-signature': REDACTED,
          'set-cookie': REDACTED,
          accept: 'text/html',
        },
      },
      lines: [`?token=${REDACTED}`],
      count: 3,
    });
    expect(logged.req.url).toBe('/api/shop/s/orders/1?key=k');
  });

  it('leaves an Error to its serializer, and numbers, nulls and undefined as they are', () => {
    const error = new Error('?key=k');
    expect(redactSecrets(error)).toBe(error);
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(undefined)).toBeUndefined();
    expect(redactSecrets(42)).toBe(42);
  });
});
