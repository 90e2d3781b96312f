import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';
import { OrderLineEntity } from './order-line.entity';
import type { OrderEntity } from './order.entity';
import { RefundEntity } from './refund.entity';

/** The lines and refunds of many orders, each kind in one query, for the owner's lists and reports. */
@Injectable()
export class OrderParts {
  constructor(private readonly uow: UnitOfWork) {}

  /** Each order's lines, in cart order. */
  async linesOf(accountId: string, orders: readonly OrderEntity[]): Promise<Map<string, OrderLineEntity[]>> {
    const byOrder = new Map<string, OrderLineEntity[]>(orders.map((order) => [order.id, []]));
    if (orders.length === 0) return byOrder;
    const lines = await this.uow
      .repository(OrderLineEntity)
      .createQueryBuilder('line')
      .where('line.account_id = :accountId', { accountId })
      .andWhere('line.order_id = ANY(:ids)', { ids: orders.map((order) => order.id) })
      .orderBy('line.order_id')
      .addOrderBy('line.position')
      .getMany();
    for (const line of lines) byOrder.get(line.orderId)?.push(line);
    return byOrder;
  }

  /** Each order's refunds, oldest first. */
  async refundsOf(accountId: string, orders: readonly OrderEntity[]): Promise<Map<string, RefundEntity[]>> {
    const byOrder = new Map<string, RefundEntity[]>(orders.map((order) => [order.id, []]));
    if (orders.length === 0) return byOrder;
    const refunds = await this.uow
      .repository(RefundEntity)
      .createQueryBuilder('r')
      .where('r.account_id = :accountId', { accountId })
      .andWhere('r.order_id = ANY(:ids)', { ids: orders.map((order) => order.id) })
      .orderBy('r.created_at')
      .addOrderBy('r.id')
      .getMany();
    for (const refund of refunds) byOrder.get(refund.orderId)?.push(refund);
    return byOrder;
  }
}
