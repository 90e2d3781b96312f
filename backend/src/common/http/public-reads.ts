import { RequestMethod } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import { levels } from 'pino';

/**
 * Anonymous reads that change nothing and carry most of the traffic: the shop pages' data, images
 * and the health probe. Relative to the global prefix, as Nest's middleware routes are.
 */
export const PUBLIC_READ_ROUTES: RouteInfo[] = [
  { path: 'shop/{*rest}', method: RequestMethod.GET },
  { path: 'images/{*rest}', method: RequestMethod.GET },
  { path: 'health', method: RequestMethod.GET },
];

/**
 * Public reads are request-logged only at debug level or below: a line per read (serialised and
 * written out) was a large part of each read's cost, and says nothing an operator acts on. Their
 * failures still reach the log through the error filter.
 */
export function logsPublicReads(logLevel: string): boolean {
  const value = levels.values[logLevel];
  return value !== undefined && value <= levels.values.debug;
}
