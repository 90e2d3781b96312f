import { Module } from '@nestjs/common';
import { AdminLiveController } from './admin-live.controller';
import { NotificationsService } from './notifications.service';
import { ShopChangeListener } from './shop-change-listener';

/** Live "shop changed" notifications across instances (Postgres LISTEN/NOTIFY), streamed to dashboards. */
@Module({
  controllers: [AdminLiveController],
  providers: [NotificationsService, ShopChangeListener],
  exports: [NotificationsService],
})
export class NotificationsModule {}
