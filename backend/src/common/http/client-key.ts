import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

const UNKNOWN_CLIENT = 'onbekend';

/**
 * What every limiter counts a client by: its IPv4 address, or its IPv6 /64 network. One home or
 * server is handed a whole /64, so counting single IPv6 addresses would give it endless turns.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return UNKNOWN_CLIENT;
  // `process` reads an IPv4 address written as IPv6 (::ffff:1.2.3.4) as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/** The request's client key (see `clientKey`), from the address Express read under TRUST_PROXY. */
export const ClientKey = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  clientKey(context.switchToHttp().getRequest<Request>().ip),
);
