import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../common/jobs';
import { OrderRefunds } from './order-refunds';
import { OrdersService } from './orders.service';

export const SETTLE_OVERDUE_ORDERS = 'ordering.settle-overdue-orders';

/**
 * Every minute (once across all instances): pending orders past their payment page's expiry are
 * settled with the provider's word, so places are freed even when a webhook never comes; and
 * refunds recorded but never sent (a crash between) are sent.
 */
@Injectable()
export class OrderSweeper implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly orders: OrdersService,
    private readonly refunds: OrderRefunds,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: SETTLE_OVERDUE_ORDERS, handle: () => this.sweep() },
      { cron: '* * * * *' },
    );
  }

  async sweep(): Promise<void> {
    await this.orders.settleOverdueOrders();
    await this.refunds.sendUnsent();
  }
}
