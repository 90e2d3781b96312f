import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { parsePushSubscription, parsePushUnsubscribe, PUSH_MESSAGES } from './push-subscription';

/** A subscription as Chrome's `toJSON()` gives it (an uncompressed P-256 point and a 16-byte secret). */
const chrome = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('parsePushSubscription', () => {
  it("takes a browser's subscription as it sends it, padding forgiven", () => {
    expect(parsePushSubscription(chrome)).toEqual({ ok: true, value: chrome });
    const padded = { ...chrome, keys: { p256dh: `${chrome.keys.p256dh}=`, auth: `${chrome.keys.auth}==` } };
    expect(parsePushSubscription(padded)).toEqual({ ok: true, value: chrome });
    const { expirationTime: _, ...withoutExpiry } = chrome;
    expect(parsePushSubscription(withoutExpiry)).toMatchObject({ ok: true, value: { expirationTime: null } });
  });

  it('refuses an address that is not https, has credentials or a fragment, or is too long', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://a:b@push.voorbeeld.be/x',
      'https://push.voorbeeld.be/x#y',
      'ftp://push.voorbeeld.be/x',
      'https://push.voorbeeld.be/a b',
      'geen adres',
    ])
      expect(parsePushSubscription({ ...chrome, endpoint }), endpoint).toEqual({
        ok: false,
        errors: { endpoint: PUSH_MESSAGES.endpoint },
      });
    expect(parsePushSubscription({ ...chrome, endpoint: `https://p.be/${'x'.repeat(1020)}` })).toEqual({
      ok: false,
      errors: { endpoint: MESSAGES.maxLength(1024) },
    });
  });

  it('refuses keys of the wrong size or alphabet, under their paths', () => {
    expect(
      parsePushSubscription({
        ...chrome,
        keys: { p256dh: chrome.keys.p256dh.slice(2), auth: 'x+y/'.repeat(5) },
      }),
    ).toEqual({
      ok: false,
      errors: { 'keys.p256dh': PUSH_MESSAGES.p256dh, 'keys.auth': PUSH_MESSAGES.auth },
    });
    // A compressed point (0x02…) is not what browsers send.
    expect(
      parsePushSubscription({
        ...chrome,
        keys: { ...chrome.keys, p256dh: `A${chrome.keys.p256dh.slice(1)}` },
      }),
    ).toMatchObject({ ok: false, errors: { 'keys.p256dh': PUSH_MESSAGES.p256dh } });
    expect(parsePushSubscription({ ...chrome, keys: 'sleutels' })).toMatchObject({
      ok: false,
      errors: { keys: MESSAGES.wrongType },
    });
    expect(parsePushSubscription({ ...chrome, expirationTime: -1 })).toEqual({
      ok: false,
      errors: { expirationTime: PUSH_MESSAGES.expirationTime },
    });
    expect(parsePushSubscription(null)).toMatchObject({ ok: false, errors: { endpoint: MESSAGES.required } });
  });
});

describe('parsePushUnsubscribe', () => {
  it('takes the endpoint alone or the whole subscription', () => {
    expect(parsePushUnsubscribe({ endpoint: chrome.endpoint })).toEqual({
      ok: true,
      value: { endpoint: chrome.endpoint },
    });
    expect(parsePushUnsubscribe(chrome)).toEqual({ ok: true, value: { endpoint: chrome.endpoint } });
    expect(parsePushUnsubscribe({ endpoint: chrome.endpoint, userId: 'x' })).toEqual({
      ok: false,
      errors: { userId: MESSAGES.unknownField('userId') },
    });
  });
});
