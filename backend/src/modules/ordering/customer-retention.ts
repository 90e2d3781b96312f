import { Injectable, OnModuleInit } from '@nestjs/common';
import { ORDER_LIMITS } from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { JobQueue } from '../../common/jobs';
import { UnitOfWork } from '../../database/unit-of-work';

export const ANONYMISE_FORMER_CUSTOMERS = 'ordering.anonymise-former-customers';

/** What stands in for a customer's details once they are no longer kept. */
export const ANONYMISED = { name: 'Geanonimiseerd', phone: '', email: '' } as const;

/**
 * Daily: a shop's customer (one lower-cased e-mail within one shop) is anonymised once their last
 * order there is 2 years old — the legal pages' promise. Orders, amounts and lines stay for the books.
 */
@Injectable()
export class CustomerRetention implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      {
        name: ANONYMISE_FORMER_CUSTOMERS,
        handle: () => this.anonymiseFormerCustomers().then(() => undefined),
      },
      { dailyAt: '03:15' },
    );
  }

  /** Anonymises every customer whose last order at a shop is old enough; answers how many orders changed. */
  async anonymiseFormerCustomers(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ORDER_LIMITS.retentionYears);
    const rows: unknown[] = await this.uow.manager.query(
      // Only an order old enough can be a former customer's last: those are found by their own index
      // (a day's worth once the job has run), each checked for a later order by the customer index,
      // instead of grouping every order on the platform.
      `WITH former AS (
         SELECT DISTINCT account_id, lower(customer_email) AS email FROM orders earlier
         WHERE anonymised_at IS NULL AND created_at <= $1
           AND NOT EXISTS (
             SELECT 1 FROM orders later
             WHERE later.account_id = earlier.account_id AND lower(later.customer_email) = lower(earlier.customer_email)
               AND later.anonymised_at IS NULL AND later.created_at > $1)
       )
       UPDATE orders o SET customer_name = $3, customer_phone = $4, customer_email = $5, held_by_client = NULL,
         anonymised_at = $2
       FROM former f
       WHERE o.account_id = f.account_id AND lower(o.customer_email) = f.email AND o.anonymised_at IS NULL
       RETURNING o.id`,
      [cutoff, now, ANONYMISED.name, ANONYMISED.phone, ANONYMISED.email],
    );
    return Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
  }
}
