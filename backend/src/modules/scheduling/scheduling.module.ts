import { ScheduleActivity } from './schedule-activity';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminVacationModesController } from './admin-vacation-modes.controller';
import { AdminWeeklySlotsController } from './admin-weekly-slots.controller';
import { PublicSchedulingController } from './public-scheduling.controller';
import { SchedulingService } from './scheduling.service';
import { VacationsService } from './vacations.service';
import { WeeklySlotsService } from './weekly-slots.service';

/**
 * Scheduling: each shop's pickup moments and opening hours (per weekday, on the 15-minute grid) and
 * its vacations, and from them the pickup slots a customer may choose.
 *
 * Tables: weekly_slots, vacation_periods.
 * Door (SchedulingService): pickupSchedule, pickupSlots, publicPickupSlots, pickupProblem,
 *   isPickupAllowed, hasPickupMoments, openingHours, publicOpeningHours, upcomingVacations,
 *   publicVacations, shopPageSchedule.
 * Publishes no events; its tables' triggers announce 'pickup-moments', 'opening-hours' or 'vacations'.
 * Reads from others: the launched shop behind a subdomain and its time zone and lead time
 *   (AccountsService.launchedShop, pickupPolicy).
 */
@Module({
  imports: [AccountsModule],
  controllers: [AdminWeeklySlotsController, AdminVacationModesController, PublicSchedulingController],
  providers: [SchedulingService, WeeklySlotsService, VacationsService, ScheduleActivity],
  exports: [SchedulingService],
})
export class SchedulingModule {}
