import { RecordsActivity } from '../../common/activity';
import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import {
  parseBusy,
  parsePause,
  type BusyInput,
  type OrderingStatusView,
  type PauseInput,
} from '@bestelklaar/domain';
import { CurrentShop } from '../../common/auth/current-member.decorator';
import { ParsePipe } from '../../common/http/parse.pipe';
import { OrderingPauses } from './ordering-pauses';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/**
 * The orders screen's service switches: `PUT /api/admin/ordering/pause` `{ minutes }` or
 * `{ restOfDay: true }`, `PUT /api/admin/ordering/busy` `{ minutes }`, each lifted by DELETE; every
 * answer (and `GET /api/admin/ordering/status`) is the state now.
 */
@Controller('admin/ordering')
export class AdminOrderingStatusController {
  constructor(private readonly pauses: OrderingPauses) {}

  @ApiRoute({ summary: 'Whether orders are paused and how busy the shop is', answer: 'OrderingStatusView' })
  @Requires('orders.read')
  @Get('status')
  status(@CurrentShop() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.status(accountId);
  }

  @ApiRoute({
    summary: 'Pause orders for some minutes or the rest of the day',
    body: 'PauseInput',
    answer: 'OrderingStatusView',
  })
  @Requires('ordering.pause')
  @RecordsActivity('ordering', 'shop')
  @Put('pause')
  pause(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parsePause)) input: PauseInput,
  ): Promise<OrderingStatusView> {
    return this.pauses.pause(accountId, input);
  }

  @ApiRoute({ summary: 'Take orders again', answer: 'OrderingStatusView' })
  @Requires('ordering.pause')
  @RecordsActivity('ordering', 'shop')
  @Delete('pause')
  resume(@CurrentShop() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.resume(accountId);
  }

  @ApiRoute({
    summary: "Add minutes to today's lead time (busy mode)",
    body: 'BusyInput',
    answer: 'OrderingStatusView',
  })
  @Requires('ordering.pause')
  @RecordsActivity('ordering', 'shop')
  @Put('busy')
  busy(
    @CurrentShop() accountId: string,
    @Body(new ParsePipe(parseBusy)) input: BusyInput,
  ): Promise<OrderingStatusView> {
    return this.pauses.busy(accountId, input);
  }

  @ApiRoute({ summary: 'End busy mode', answer: 'OrderingStatusView' })
  @Requires('ordering.pause')
  @RecordsActivity('ordering', 'shop')
  @Delete('busy')
  calm(@CurrentShop() accountId: string): Promise<OrderingStatusView> {
    return this.pauses.calm(accountId);
  }
}
