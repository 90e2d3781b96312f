import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';

/**
 * Where a webhook may not go: the platform's own machine and networks, and addresses that are no
 * one's. Checked on the address each connection is actually made to (see `guardedLookup`), so a
 * name that resolves elsewhere the second time (DNS rebinding) is caught too.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service 169.254.169.254 among them
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether a webhook may connect to `address` (an IPv4 or IPv6 literal). */
export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Thrown (and recorded as the delivery's error) for a target on an internal address. */
export class RefusedTarget extends Error {
  constructor(readonly address: string) {
    super(`Doeladres ${address} is intern en wordt niet beleverd.`);
  }
}

/**
 * A `lookup` for an http(s) agent that resolves as Node does and fails on any refused address, so
 * the connection is only ever opened to an address that passed. (An address literal in the URL does
 * not go through `lookup`; the sender checks it, and the connected socket's address, itself.)
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return callback(new RefusedTarget(refused.address), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`${hostname} heeft geen adres`), '', 0);
    callback(null, first.address, first.family);
  });
};
