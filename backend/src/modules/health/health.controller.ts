import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiTypes } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { JobQueue } from '../../common/jobs';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** Up, and for monitoring how far background work (events, mails) lags behind. */
  @ApiRoute({ summary: 'Up, and how far background work lags behind', answer: 'HealthView' })
  @Get()
  async check(): Promise<ApiTypes['HealthView']> {
    // Unreachable, it fails like every route: 503, Retry-After and the Dutch message (ErrorFilter).
    await this.db.query('SELECT 1');
    const oldestUnsentJobSeconds = await this.jobs.oldestUnsentSeconds();
    return { status: 'ok', database: 'ok', details: { oldestUnsentJobSeconds } };
  }
}
