import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../common/jobs';
import { OrderAttention } from './order-attention';
import { OrderRefunds } from './order-refunds';

export const REMIND_UNSEEN_ORDERS = 'ordering.remind-unseen-orders';

/**
 * Every minute (once across all instances), as the unpaid-order sweeper: paid orders nobody saw
 * by their reminder moment are announced (`OrderNotSeen`, once each), and those still unseen at
 * their cancel moment are cancelled and refunded by the system, with the reason the customer reads.
 */
@Injectable()
export class OrderAttentionSweeper implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly attention: OrderAttention,
    private readonly refunds: OrderRefunds,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: REMIND_UNSEEN_ORDERS, handle: () => this.sweep() },
      { cron: '* * * * *' },
    );
  }

  async sweep(): Promise<void> {
    await this.attention.remindUnseen();
    for (const { accountId, orderId } of await this.attention.dueForCancel())
      await this.refunds.cancelUnseen(accountId, orderId);
  }
}
