import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  isIsoDate,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  parseOrderPayload,
  type Language,
  type OrderInput,
  type PlaceOrderAnswer,
  type PricesChangedAnswer,
  type PublicOrderView,
  type SlotAvailabilityView,
} from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { ValidationFailed } from '../../common/errors/app-error';
import { ClientKey } from '../../common/http/client-key';
import { RequestedLanguage } from '../../common/http/customer-language';
import { ParsePipe } from '../../common/http/parse.pipe';
import { OrdersService } from './orders.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

function readDays(value: unknown): number {
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= ORDER_LIMITS.availabilityDaysMax))
    throw ValidationFailed.ofFields({
      days: ORDER_MESSAGES.daysOutOfRange(ORDER_LIMITS.availabilityDaysMax),
    });
  return days;
}

/** A customer's calls: place an order, the slots still free, and the order on the payment result pages. */
@Public()
@Controller('shop/:shop')
export class PublicOrdersController {
  constructor(private readonly orders: OrdersService) {}

  /**
   * 201 with the payment page; 409 with the current prices when the cart's are not the server's, with
   * what is left when the shop has too little, or with why the order cannot be placed now.
   */
  @ApiRoute({
    summary: 'Place an order: the payment page to go to, or the current prices',
    body: 'OrderRequest',
    answer: 'PlaceOrderAnswer',
    answers: { 409: ['PricesChangedAnswer', 'ItemsUnavailableAnswer', 'OrderConflict'] },
    failures: [404, 429],
  })
  @Post('orders')
  @Header('Cache-Control', 'no-store')
  async place(
    @Param('shop') shop: string,
    @Body(new ParsePipe(parseOrderPayload)) input: OrderInput,
    @ClientKey() client: string,
    @RequestedLanguage() requested: Language | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PlaceOrderAnswer | PricesChangedAnswer> {
    const result = await this.orders.placeOrder(shop, input, client, requested);
    response.status(result.kind === 'placed' ? 201 : 409);
    return result.answer;
  }

  /**
   * The success page asks this with the order's secret (`key`, from the payment result link);
   * `session_id` is not trusted, the provider is asked instead.
   */
  @ApiRoute({
    summary: 'An order, with its secret key, for the payment result page',
    query: 'OrderKeyQuery',
    answer: 'PublicOrderView',
    failures: [404],
  })
  @Get('orders/:id')
  @Header('Cache-Control', 'no-store')
  order(
    @Param('shop') shop: string,
    @Param('id') id: string,
    @Query('key') key: unknown,
    @RequestedLanguage() requested: Language | undefined,
  ): Promise<PublicOrderView> {
    return this.orders.publicOrder(shop, id, key, requested);
  }

  /** 'Zet in je agenda': the pickup as an .ics, with the order's secret, once paid; once cancelled (by the shop or the customer), its cancel. */
  @ApiRoute({
    summary: 'The pickup as a calendar file (METHOD:CANCEL once the order is cancelled)',
    query: 'OrderKeyQuery',
    answer: { media: 'text/calendar' },
    failures: [404],
  })
  @Get('orders/:id/calendar.ics')
  @Header('Cache-Control', 'no-store')
  async calendar(
    @Param('shop') shop: string,
    @Param('id') id: string,
    @Query('key') key: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const calendar = await this.orders.pickupCalendar(shop, id, key);
    // The type after the file name: attachment() would set it from '.ics' and drop its method.
    response.attachment(calendar.filename).type(calendar.contentType).send(calendar.content);
  }

  @ApiRoute({
    summary:
      'Cancel an order with its secret key: an unpaid one, or a paid one (refunded) while the shop allows it',
    query: 'OrderKeyQuery',
    answer: 'PublicOrderView',
    failures: [404, 409],
  })
  @Post('orders/:id/cancel')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  cancel(
    @Param('shop') shop: string,
    @Param('id') id: string,
    @Query('key') key: unknown,
    @RequestedLanguage() requested: Language | undefined,
  ): Promise<PublicOrderView> {
    return this.orders.cancelOrder(shop, id, key, requested);
  }

  @ApiRoute({
    summary: 'The pickup moments still free in a range of days',
    query: 'SlotAvailabilityQuery',
    answer: 'SlotAvailabilityView',
    failures: [400, 404],
  })
  @Get('slot-availability')
  slotAvailability(
    @Param('shop') shop: string,
    @Query('from') from: unknown,
    @Query('days') days: unknown,
  ): Promise<SlotAvailabilityView> {
    if (!isIsoDate(from)) throw ValidationFailed.ofFields({ from: ORDER_MESSAGES.chooseDay });
    return this.orders.slotAvailability(shop, from, readDays(days));
  }
}
