import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { JobQueue } from '../../common/jobs';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** Up, and for monitoring how far background work (events, mails) lags behind. */
  @Get()
  async check() {
    let oldestUnsentJobSeconds: number;
    try {
      await this.db.query('SELECT 1');
      oldestUnsentJobSeconds = await this.jobs.oldestUnsentSeconds();
    } catch {
      throw new ServiceUnavailableException(MESSAGES.databaseUnavailable);
    }
    return { status: 'ok', database: 'ok', details: { oldestUnsentJobSeconds } };
  }
}
