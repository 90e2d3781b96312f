import { Body, Controller, Get, Put } from '@nestjs/common';
import { parseDaySlots, type DaySlotsInput } from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { WeeklySlotsService } from './weekly-slots.service';

/** The dashboard's pickup moments and opening hours, each an object keyed maandag ... zondag. */
@Controller('admin')
export class AdminWeeklySlotsController {
  constructor(private readonly weeklySlots: WeeklySlotsService) {}

  @Get('pickup-moments')
  pickupMoments(@CurrentAccount() accountId: string) {
    return this.weeklySlots.week(accountId, 'pickup');
  }

  @Put('pickup-moments')
  replacePickupDay(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parseDaySlots)) body: DaySlotsInput,
  ) {
    return this.weeklySlots.replaceDay(accountId, 'pickup', body.day, body.slots);
  }

  @Get('opening-hours')
  openingHours(@CurrentAccount() accountId: string) {
    return this.weeklySlots.week(accountId, 'opening');
  }

  @Put('opening-hours')
  replaceOpeningDay(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parseDaySlots)) body: DaySlotsInput,
  ) {
    return this.weeklySlots.replaceDay(accountId, 'opening', body.day, body.slots);
  }
}
