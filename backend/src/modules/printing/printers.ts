import { Injectable } from '@nestjs/common';
import type { PaperWidth, PrinterInput } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { Clock } from '../../common/clock';
import { isPrinterToken, newPrinterToken, printerTokenHash } from './printer-tokens';

/** A printer's row as the job queue and the screen read it. */
export interface PrinterRow {
  id: string;
  shopId: string;
  name: string;
  paperWidth: PaperWidth;
  collections: string[] | null;
  copies: number;
  lastPollAt: Date | null;
  lastStatus: PrinterStatus | null;
  createdAt: Date;
}

/** What is kept of a poll's JSON: Star's fields, each text cut short (a printer's body is up to 1 MB). */
export interface PrinterStatus {
  statusCode: string | null;
  status: string | null;
  printerMAC: string | null;
  printingInProgress: boolean;
}

const COLUMNS = `id, shop_id AS "shopId", name, paper_width AS "paperWidth", collections, copies,
  last_poll_at AS "lastPollAt", last_status AS "lastStatus", created_at AS "createdAt"`;

/** The `printers` table: made and removed by the shop's owners, found by a poll's token. */
@Injectable()
export class Printers {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.uow.manager.query(sql, parameters);
  }

  /** The rows an UPDATE or DELETE … RETURNING gave (the driver answers those with `[rows, count]`). */
  private async changed<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows] = await this.query<[T[], number]>(sql, parameters);
    return rows;
  }

  /** A new printer and its token (returned this once; only its hash is stored). */
  async create(shopId: string, input: PrinterInput): Promise<{ printerId: string; token: string }> {
    const token = newPrinterToken();
    const [row] = await this.query<{ id: string }[]>(
      `INSERT INTO printers (shop_id, name, paper_width, collections, copies, token_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        shopId,
        input.name,
        input.paperWidth,
        input.collections,
        input.copies,
        printerTokenHash(token),
        this.clock.now(),
      ],
    );
    return { printerId: row!.id, token };
  }

  list(shopId: string): Promise<PrinterRow[]> {
    return this.query(`SELECT ${COLUMNS} FROM printers WHERE shop_id = $1 ORDER BY created_at, id`, [shopId]);
  }

  /** Whether the shop had this printer (its jobs go with it). */
  async remove(shopId: string, printerId: string): Promise<boolean> {
    const rows = await this.changed<unknown>(
      'DELETE FROM printers WHERE id = $1 AND shop_id = $2 RETURNING id',
      [printerId, shopId],
    );
    return rows.length > 0;
  }

  /** A deleted collection leaves the printers that printed it (one left with none prints nothing). */
  async dropCollection(shopId: string, collectionId: string): Promise<void> {
    await this.query(
      `UPDATE printers SET collections = array_remove(collections, $2::uuid)
       WHERE shop_id = $1 AND $2::uuid = ANY (collections)`,
      [shopId, collectionId],
    );
  }

  /** The printer of `token`, or null (a token that cannot be one is not looked up). */
  async byToken(token: string): Promise<PrinterRow | null> {
    if (!isPrinterToken(token)) return null;
    const [row] = await this.query<PrinterRow[]>(`SELECT ${COLUMNS} FROM printers WHERE token_hash = $1`, [
      printerTokenHash(token),
    ]);
    return row ?? null;
  }

  /** Records a poll: when, and what the printer said of itself. The printer, or null for an unknown token. */
  async recordPoll(token: string, status: PrinterStatus): Promise<PrinterRow | null> {
    if (!isPrinterToken(token)) return null;
    const [row] = await this.changed<PrinterRow>(
      `UPDATE printers SET last_poll_at = $2, last_status = $3 WHERE token_hash = $1 RETURNING ${COLUMNS}`,
      [printerTokenHash(token), this.clock.now(), JSON.stringify(status)],
    );
    return row ?? null;
  }
}
