import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/public.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  async check() {
    // Unreachable, it fails like every route: 503, Retry-After and the Dutch message (ErrorFilter).
    await this.db.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  }
}
