import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * What every limiter counts a client by: its IPv4 address, or its IPv6 /64 network. One home or
 * server is handed a whole /64, so counting single IPv6 addresses would give it endless turns.
 * The throttler on the auth routes counts by this same rule (its `normalizeIp`) by default.
 */
export function clientKey(address: string | undefined): string {
  return address ? normalizeIp(address) : 'onbekend';
}

/** The request's client key (see `clientKey`), from the address Express read under TRUST_PROXY. */
export const ClientKey = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  clientKey(context.switchToHttp().getRequest<Request>().ip),
);
