import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

/**
 * The database as every context's service sees it. Inside `transaction(...)` every repository
 * handed out, in whichever context, belongs to that one transaction; outside it, each statement
 * commits on its own. Use cases open the transaction; services just ask for repositories.
 * Inside a transaction every statement goes over one connection, so await them one after another
 * (Promise.all would only queue them on that connection, which pg is deprecating).
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

  /** Runs `work` in one transaction, or joins the one already open; commits when it returns. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.host.withTransaction(work);
  }
}
