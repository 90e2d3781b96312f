import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { Clock } from '../../common/clock';
import { SchedulingService } from './scheduling.service';

/** What a launched shop's page shows about when to pick up; an unknown shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicSchedulingController {
  constructor(
    private readonly scheduling: SchedulingService,
    private readonly clock: Clock,
  ) {}

  @Get('pickup-slots')
  pickupSlots(@Param('shop') shop: string) {
    return this.scheduling.publicPickupSlots(shop);
  }

  @Get('opening-hours')
  openingHours(@Param('shop') shop: string) {
    return this.scheduling.publicOpeningHours(shop);
  }

  @Get('vacation-mode')
  vacationMode(@Param('shop') shop: string) {
    return this.scheduling.publicVacations(shop, this.clock.now());
  }
}
