import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import {
  parseBusy,
  parsePause,
  type BusyInput,
  type OrderingStatusView,
  type PauseInput,
} from '@bestelklaar/domain';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { OrderingPauses } from './ordering-pauses';

/**
 * The orders screen's service switches: `PUT /api/admin/ordering/pause` `{ minutes }` or
 * `{ restOfDay: true }`, `PUT /api/admin/ordering/busy` `{ minutes }`, each lifted by DELETE; every
 * answer (and `GET /api/admin/ordering/status`) is the state now.
 */
@Controller('admin/ordering')
export class AdminOrderingStatusController {
  constructor(private readonly pauses: OrderingPauses) {}

  @Get('status')
  status(@CurrentAccount() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.status(accountId);
  }

  @Put('pause')
  pause(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parsePause)) input: PauseInput,
  ): Promise<OrderingStatusView> {
    return this.pauses.pause(accountId, input);
  }

  @Delete('pause')
  resume(@CurrentAccount() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.resume(accountId);
  }

  @Put('busy')
  busy(
    @CurrentAccount() accountId: string,
    @Body(new ParsePipe(parseBusy)) input: BusyInput,
  ): Promise<OrderingStatusView> {
    return this.pauses.busy(accountId, input);
  }

  @Delete('busy')
  calm(@CurrentAccount() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.calm(accountId);
  }
}
