import { Injectable, OnModuleInit } from '@nestjs/common';
import { ACTIVITY_RETENTION_DAYS } from '@bestelklaar/domain';
import { Clock } from '../clock';
import { JobQueue } from '../jobs';
import { DELETE_BATCH } from '../../database/delete-in-batches';
import { UnitOfWork } from '../../database/unit-of-work';

export const FORGET_OLD_ACTIVITY = 'activity.forget-old';

/**
 * Daily: the activity keeps two years, then its entries go. The table refuses any other deletion
 * (migration Activity): each batch says in its own transaction that it is the retention's.
 */
@Injectable()
export class ActivityRetention implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.recurring(
      { name: FORGET_OLD_ACTIVITY, handle: () => this.forgetOld().then(() => undefined) },
      { dailyAt: '03:50' },
    );
  }

  /** Deletes the entries past the retention, a short transaction per batch; answers how many. */
  async forgetOld(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let total = 0;
    for (;;) {
      const deleted = await this.uow.transaction(async () => {
        await this.uow.manager.query("SELECT set_config('bestelklaar.forgetting_activity', 'on', true)");
        const [rows]: [unknown[], number] = await this.uow.manager.query(
          `DELETE FROM activity WHERE id IN (SELECT id FROM activity WHERE at < $1 LIMIT $2) RETURNING id`,
          [cutoff, DELETE_BATCH],
        );
        return rows.length;
      });
      total += deleted;
      if (deleted < DELETE_BATCH) return total;
    }
  }
}
