import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { Clock } from '../../common/clock';
import { SchedulingService } from './scheduling.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/** What a launched shop's page shows about when to pick up; an unknown shop is a 404. */
@Public()
@Controller('shop/:shop')
export class PublicSchedulingController {
  constructor(
    private readonly scheduling: SchedulingService,
    private readonly clock: Clock,
  ) {}

  @ApiRoute({ summary: "A launched shop's pickup moments", answer: 'WeeklySlots', failures: [404] })
  @Get('pickup-slots')
  pickupSlots(@Param('shop') shop: string) {
    return this.scheduling.publicPickupSlots(shop);
  }

  @ApiRoute({ summary: "A launched shop's opening hours", answer: 'WeeklySlots', failures: [404] })
  @Get('opening-hours')
  openingHours(@Param('shop') shop: string) {
    return this.scheduling.publicOpeningHours(shop);
  }

  @ApiRoute({
    summary: "A launched shop's vacations under way or to come",
    answer: 'VacationRangeList',
    failures: [404],
  })
  @Get('vacation-mode')
  vacationMode(@Param('shop') shop: string) {
    return this.scheduling.publicVacations(shop, this.clock.now());
  }
}
