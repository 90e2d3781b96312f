import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/common/http/client-key';

describe('the client key every limiter counts by', () => {
  it('is the IPv4 address itself, also when written as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network for IPv6, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('is one shared key when there is no address', () => {
    expect(clientKey(undefined)).toBe('onbekend');
  });
});
