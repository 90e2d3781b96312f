import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { HealthController } from './health.controller';

/**
 * Health: `GET /api/health` for load balancers and process supervisors; no tables, no door.
 * Reads from others: whether live updates are heard (NotificationsService.liveUpdatesHeard).
 */
@Module({ imports: [NotificationsModule], controllers: [HealthController] })
export class HealthModule {}
