import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminVacationModesController } from './admin-vacation-modes.controller';
import { AdminWeeklySlotsController } from './admin-weekly-slots.controller';
import { PublicSchedulingController } from './public-scheduling.controller';
import { SchedulingService } from './scheduling.service';
import { VacationsService } from './vacations.service';
import { WeeklySlotsService } from './weekly-slots.service';

@Module({
  imports: [AccountsModule, NotificationsModule],
  controllers: [AdminWeeklySlotsController, AdminVacationModesController, PublicSchedulingController],
  providers: [SchedulingService, WeeklySlotsService, VacationsService],
  exports: [SchedulingService],
})
export class SchedulingModule {}
