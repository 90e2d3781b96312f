import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiTypes } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { JobQueue } from '../../common/jobs';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { NotificationsService } from '../notifications/notifications.service';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Up, and for monitoring how far background work (events, mails) lags behind. Degraded (still
   * 200: orders, payments and mails work, and a restart would not mend a misconfiguration) while
   * this instance hears no live updates, so dashboards and the storefront cache miss changes.
   */
  @ApiRoute({ summary: 'Up, and how far background work lags behind', answer: 'HealthView' })
  @Get()
  async check(): Promise<ApiTypes['HealthView']> {
    // Unreachable, it fails like every route: 503, Retry-After and the Dutch message (ErrorFilter).
    await this.db.query('SELECT 1');
    const oldestUnsentJobSeconds = await this.jobs.oldestUnsentSeconds();
    const details = { oldestUnsentJobSeconds };
    if (!this.notifications.liveUpdatesHeard())
      return { status: 'degraded', database: 'ok', liveUpdates: 'lost', details };
    return { status: 'ok', database: 'ok', details };
  }
}
