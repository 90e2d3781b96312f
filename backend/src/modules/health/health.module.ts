import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** Health: `GET /api/health` for load balancers and process supervisors; no tables, no door. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
