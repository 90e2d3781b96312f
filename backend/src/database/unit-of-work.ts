import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { isDatabaseUnreachable } from './postgres-errors';

/**
 * The database as every context's service sees it. Inside `transaction(...)` every repository
 * handed out, in whichever context, belongs to that one transaction; outside it, each statement
 * commits on its own. Use cases open the transaction; services just ask for repositories.
 * Inside a transaction every statement goes over one connection, so await them one after another
 * (Promise.all would only queue them on that connection, which pg is deprecating); code that runs
 * both inside and outside one reads side by side through `sideBySide`.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly host: TransactionHost<TransactionalAdapterTypeOrm>) {}

  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.host.tx.getRepository(entity);
  }

  get manager(): EntityManager {
    return this.host.tx;
  }

  /** Whether a transaction is open in the current context (so a caller joins it). */
  get inTransaction(): boolean {
    return this.host.isTransactionActive();
  }

  /**
   * Independent reads, side by side on the pool outside a transaction; inside one, where they would
   * share its one connection, one after the other. For code that runs in both.
   */
  async sideBySide<T extends unknown[]>(...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
    if (!this.inTransaction) return (await Promise.all(reads.map((read) => read()))) as T;
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as T;
  }

  /** Runs `work` in one transaction, or joins the one already open; commits when it returns. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.host.withTransaction(work);
  }

  /**
   * A transaction run once more when the connection to the database was lost on the way (a
   * restart, a failover). Only for work that is safe to repeat, such as an event applied under its
   * id or a conditional update: a commit whose answer was lost may have happened. Joining an open
   * transaction, it leaves the retry to whoever opened it.
   */
  async repeatableTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return this.transaction(work);
    try {
      return await this.transaction(work);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.transaction(work);
    }
  }
}
