import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { parseDaySlots, type DaySlotsInput } from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { WeeklySlotsService } from './weekly-slots.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** The dashboard's pickup moments and opening hours, each an object keyed maandag ... zondag. */
@Controller('admin')
export class AdminWeeklySlotsController {
  constructor(private readonly weeklySlots: WeeklySlotsService) {}

  @ApiRoute({ summary: 'The pickup moments of each weekday', answer: 'WeeklySlots' })
  @Requires('schedule.read')
  @Get('pickup-moments')
  pickupMoments(@CurrentShop() accountId: string) {
    return this.weeklySlots.week(accountId, 'pickup');
  }

  @ApiRoute({ summary: "Replace one weekday's pickup moments", body: 'DaySlotsInput', answer: 'WeeklySlots' })
  @Requires('schedule.edit')
  @RecordsActivity('pickup-moments', 'shop')
  @Put('pickup-moments')
  replacePickupDay(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseDaySlots)) body: DaySlotsInput,
  ) {
    return this.weeklySlots.replaceDay(accountId, 'pickup', body.day, body.slots);
  }

  @ApiRoute({ summary: 'The opening hours of each weekday', answer: 'WeeklySlots' })
  @Requires('schedule.read')
  @Get('opening-hours')
  openingHours(@CurrentShop() accountId: string) {
    return this.weeklySlots.week(accountId, 'opening');
  }

  @ApiRoute({ summary: "Replace one weekday's opening hours", body: 'DaySlotsInput', answer: 'WeeklySlots' })
  @Requires('schedule.edit')
  @RecordsActivity('opening-hours', 'shop')
  @Put('opening-hours')
  replaceOpeningDay(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseDaySlots)) body: DaySlotsInput,
  ) {
    return this.weeklySlots.replaceDay(accountId, 'opening', body.day, body.slots);
  }
}
