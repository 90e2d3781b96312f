import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminVacationModesController } from './admin-vacation-modes.controller';
import { AdminWeeklySlotsController } from './admin-weekly-slots.controller';
import { PublicSchedulingController } from './public-scheduling.controller';
import { SchedulingService } from './scheduling.service';
import { VacationPeriodEntity } from './vacation-period.entity';
import { VacationsService } from './vacations.service';
import { WeeklySlotEntity } from './weekly-slot.entity';
import { WeeklySlotsService } from './weekly-slots.service';

@Module({
  imports: [TypeOrmModule.forFeature([WeeklySlotEntity, VacationPeriodEntity]), AccountsModule],
  controllers: [AdminWeeklySlotsController, AdminVacationModesController, PublicSchedulingController],
  providers: [SchedulingService, WeeklySlotsService, VacationsService],
  exports: [SchedulingService],
})
export class SchedulingModule {}
