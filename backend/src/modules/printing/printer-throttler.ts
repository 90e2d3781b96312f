import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Counts a printer's requests by its address's token rather than by network: a kitchen's printers
 * share one address behind its router, and each polls every few seconds.
 */
@Injectable()
export class PrinterThrottler extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const params = (request.params ?? {}) as Record<string, unknown>;
    return `printer:${typeof params.token === 'string' ? params.token.slice(0, 64) : ''}`;
  }
}

/** A printer polls every 1 to 10 seconds and fetches and confirms each job: 300 a minute is a lot. */
export const PRINTER_REQUESTS_PER_MINUTE = 300;
