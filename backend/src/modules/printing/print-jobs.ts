import { Injectable } from '@nestjs/common';
import { PRINTER_LIMITS } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../../common/clock';

/** A job as the printer's GET needs it: which order, and the how-manieth print of it. */
export interface PrintJobRow {
  id: string;
  orderId: string;
  reason: 'paid' | 'again';
  sequence: number;
}

/** After this many failed prints (the printer's error codes) a job stops being handed out. */
const MAX_FAILURES = 5;

/** A Star result code that means printed: '200 OK' (and any 2xx), or the older bare 'OK'. */
export function isPrintedCode(code: string): boolean {
  const trimmed = code.trim();
  return /^2\d\d\b/.test(trimmed) || /^ok$/i.test(trimmed);
}

/**
 * The `print_jobs` queue. A job is handed out by one conditional UPDATE: the oldest unconfirmed job
 * of the printer, only when nobody holds it (never handed out, failed, or not confirmed within
 * PRINTER_LIMITS.handOutTimeoutSeconds). Twenty polls at once therefore hand it out once, a job waits
 * behind the one before it (in order), and a confirmed job is never handed out again.
 */
@Injectable()
export class PrintJobs {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.uow.manager.query(sql, parameters);
  }

  private async changed<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows] = await this.query<[T[], number]>(sql, parameters);
    return rows;
  }

  /**
   * A job for each printer, in one statement; with `eventId` once per printer and event (the unique
   * key makes a replayed event add none). The number of jobs made.
   */
  async queue(
    printerIds: readonly string[],
    orderId: string,
    reason: 'paid' | 'again',
    eventId: string | null,
  ): Promise<number> {
    if (printerIds.length === 0) return 0;
    const rows = await this.query<unknown[]>(
      `INSERT INTO print_jobs (printer_id, order_id, reason, event_id, sequence, created_at)
       SELECT printer.id, $2, $3, $4,
              (SELECT count(*) + 1 FROM print_jobs job WHERE job.printer_id = printer.id AND job.order_id = $2),
              $5
       FROM unnest($1::uuid[]) WITH ORDINALITY AS printer (id, n)
       ORDER BY printer.n
       ON CONFLICT (printer_id, event_id) DO NOTHING
       RETURNING id`,
      [printerIds, orderId, reason, eventId, this.clock.now()],
    );
    return rows.length;
  }

  /** Hands out the printer's next job (see the class), or null when there is none to hand out now. */
  async claimNext(printerId: string): Promise<string | null> {
    const now = this.clock.now();
    const expired = new Date(now.getTime() - PRINTER_LIMITS.handOutTimeoutSeconds * 1000);
    const [claimed] = await this.changed<{ id: string }>(
      `UPDATE print_jobs SET handed_out_at = $2, hand_outs = hand_outs + 1
       WHERE id = (SELECT id FROM print_jobs
                   WHERE printer_id = $1 AND confirmed_at IS NULL AND failures < $4
                   ORDER BY queued LIMIT 1)
         AND confirmed_at IS NULL
         AND (handed_out_at IS NULL OR handed_out_at <= $3)
       RETURNING id`,
      [printerId, now, expired, MAX_FAILURES],
    );
    return claimed?.id ?? null;
  }

  /**
   * The job the printer holds: `jobId` (the jobToken it was handed), or without one its latest hand-out
   * not confirmed yet. Asking again gives the same job (a GET has no effect).
   */
  async held(printerId: string, jobId: string | null): Promise<PrintJobRow | null> {
    const [row] = await this.query<PrintJobRow[]>(
      `SELECT id, order_id AS "orderId", reason, sequence FROM print_jobs
       WHERE printer_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
         AND handed_out_at IS NOT NULL AND confirmed_at IS NULL
       ORDER BY handed_out_at DESC LIMIT 1`,
      [printerId, jobId],
    );
    return row ?? null;
  }

  /**
   * The printer's word on a job it held: printed (confirmed, once: a confirmed job stays so), or
   * failed (free to be handed out again at the next poll). Whether a held job took it.
   */
  async settle(printerId: string, jobId: string | null, code: string): Promise<boolean> {
    const held = await this.held(printerId, jobId);
    if (!held) return false;
    const result = code.slice(0, 100);
    const rows = isPrintedCode(code)
      ? await this.changed(
          `UPDATE print_jobs SET confirmed_at = $2, result_code = $3
           WHERE id = $1 AND confirmed_at IS NULL AND handed_out_at IS NOT NULL RETURNING id`,
          [held.id, this.clock.now(), result],
        )
      : await this.changed(
          `UPDATE print_jobs SET handed_out_at = NULL, failures = failures + 1, result_code = $2
           WHERE id = $1 AND confirmed_at IS NULL AND handed_out_at IS NOT NULL RETURNING id`,
          [held.id, result],
        );
    return rows.length > 0;
  }

  /** Jobs waiting per printer of the shop: not confirmed (the one printing now included) and not given up. */
  async waiting(shopId: string): Promise<Map<string, number>> {
    const rows = await this.query<{ printerId: string; n: number }[]>(
      `SELECT job.printer_id AS "printerId", count(*)::int AS n
       FROM print_jobs job JOIN printers printer ON printer.id = job.printer_id
       WHERE printer.shop_id = $1 AND job.confirmed_at IS NULL AND job.failures < $2
       GROUP BY job.printer_id`,
      [shopId, MAX_FAILURES],
    );
    return new Map(rows.map((row) => [row.printerId, row.n]));
  }
}
