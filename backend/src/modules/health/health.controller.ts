import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  async check() {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(MESSAGES.databaseUnavailable);
    }
    return { status: 'ok', database: 'ok' };
  }
}
