import { Global, Module } from '@nestjs/common';
import { ActivityLog } from './activity-log';
import { ActivityRetention } from './activity-retention';
import { ActivityInterceptor } from './records-activity.decorator';

/** The shop's activity log, open to every context: each describes its subjects, its routes record. */
@Global()
@Module({
  providers: [ActivityLog, ActivityRetention, ActivityInterceptor],
  exports: [ActivityLog, ActivityInterceptor],
})
export class ActivityModule {}
