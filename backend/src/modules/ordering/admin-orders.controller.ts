import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  isIsoDate,
  parseCancelOrder,
  parseExportRange,
  parseOrderFilters,
  parseUndoMove,
  type UndoMove,
  parseRefund,
  REFUND_MESSAGES,
  type CancelOrderInput,
  type RefundInput,
  parseMarkPickedUp,
  parseMarkReady,
  SCHEDULING_MESSAGES,
  type Actor,
  type AdminOrderDetailView,
  type AdminOrderPage,
  type AdminOrderView,
  type MarkPickedUp,
  type MarkReady,
  type MonthlyRevenueView,
  type OrderFilters,
  type PrepListView,
} from '@bestelklaar/domain';
import type { Member } from '../../common/auth/member-session';
import { CurrentMember, CurrentShop } from '../../common/auth/current-member.decorator';
import { ValidationFailed } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { readPageRequest } from '../../common/pagination';
import { AdminOrderCommands } from './admin-order-commands';
import { AdminOrderQueries } from './admin-order-queries';
import { AdminOrderReports } from './admin-order-reports';
import { OrderAttention } from './order-attention';
import { OrderExport } from './order-export';
import { OrderRefunds } from './order-refunds';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { Requires } from '../../common/auth/requires.decorator';

/** `?search=&pickedUp=&from=&to=`: a Dutch 400 for any that is off. */
function readFilters(query: Record<string, unknown>): OrderFilters {
  const parsed = parseOrderFilters(query);
  if (!parsed.ok) throw ValidationFailed.ofFields(parsed.errors);
  return parsed.value;
}

/** The member of the shop's team making the request: who a move or a refund is recorded as made by. */
function actorOf(member: Member): Actor {
  return { kind: 'member', userId: member.userId };
}

/** An owner's Idempotency-Key: what a retried request carries again; absent, every request is new. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;

function readIdempotencyKey(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value))
    throw ValidationFailed.ofFields({ 'Idempotency-Key': REFUND_MESSAGES.idempotencyKeyInvalid });
  return value;
}

/** The owner's orders: lists, revenue, prep list, marking an order ready or picked up, cancels and refunds. */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrderQueries,
    private readonly reports: AdminOrderReports,
    private readonly commands: AdminOrderCommands,
    private readonly refunds: OrderRefunds,
    private readonly exports: OrderExport,
    private readonly attention: OrderAttention,
  ) {}

  /** `?search=` (name, number or phone) and `?pickedUp=true|false` narrow every list. */
  @ApiRoute({
    summary: "Today's orders",
    query: 'OrderFiltersQuery',
    answer: 'AdminOrderList',
    failures: [400],
  })
  @Requires('orders.read')
  @Get('today')
  today(
    @CurrentShop() accountId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<AdminOrderView[]> {
    return this.orders.today(accountId, readFilters(query));
  }

  @ApiRoute({
    summary: 'Orders for later days',
    query: 'OrderFiltersQuery',
    answer: 'AdminOrderList',
    failures: [400],
  })
  @Requires('orders.read')
  @Get('future')
  future(
    @CurrentShop() accountId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<AdminOrderView[]> {
    return this.orders.future(accountId, readFilters(query));
  }

  /**
   * One page (`?limit=&cursor=`); without them the first, which is what the screen shows. Also
   * `?from=&to=` (pickup days, `YYYY-MM-DD`, both included).
   */
  @ApiRoute({
    summary: 'Past orders, one page at a time',
    query: 'OrderPageQuery',
    answer: 'AdminOrderPage',
    failures: [400],
  })
  @Requires('orders.read')
  @Get('past')
  past(@CurrentShop() accountId: string, @Query() query: Record<string, unknown>): Promise<AdminOrderPage> {
    return this.orders.past(accountId, readPageRequest(query), readFilters(query));
  }

  @ApiRoute({
    summary: 'The most recently placed orders, one page at a time',
    query: 'OrderPageQuery',
    answer: 'AdminOrderPage',
    failures: [400],
  })
  @Requires('orders.read')
  @Get('recent')
  recent(@CurrentShop() accountId: string, @Query() query: Record<string, unknown>): Promise<AdminOrderPage> {
    return this.orders.recent(accountId, readPageRequest(query), readFilters(query));
  }

  @ApiRoute({ summary: 'Revenue per month', answer: 'MonthlyRevenueView' })
  @Requires('revenue.read')
  @Get('revenue/monthly')
  monthlyRevenue(@CurrentShop() accountId: string): Promise<MonthlyRevenueView> {
    return this.reports.monthlyRevenue(accountId);
  }

  /** `?date=YYYY-MM-DD`, and `&pickedUp=false` leaves the orders picked up already out. */
  @ApiRoute({
    summary: 'What to prepare for one pickup day',
    query: 'PrepListQuery',
    answer: 'PrepListView',
    failures: [400],
  })
  @Requires('orders.read')
  @Get('prep-list')
  prepList(
    @CurrentShop() accountId: string,
    @Query('date') date: unknown,
    @Query('pickedUp') pickedUp: unknown,
  ): Promise<PrepListView> {
    if (!isIsoDate(date)) throw ValidationFailed.ofFields({ date: SCHEDULING_MESSAGES.invalidDate });
    return this.reports.prepList(accountId, date, readFilters({ pickedUp }));
  }

  /**
   * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (days paid, both included) and `&table=orders|vat` → CSV for
   * the accountant: the orders, or the VAT summary per rate, each a file of its own.
   */
  @ApiRoute({
    summary: 'The orders paid in a range of days, or their VAT summary per rate, as CSV',
    query: 'ExportRange',
    answer: { media: 'text/csv' },
    failures: [400],
  })
  @Requires('orders.export')
  @Get('export')
  @Header('Cache-Control', 'no-store')
  async export(
    @CurrentShop() accountId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const range = parseExportRange(query);
    if (!range.ok) throw ValidationFailed.ofFields(range.errors);
    const csv = await this.exports.csv(accountId, range.value);
    const { from, to, table } = range.value;
    const name = table === 'vat' ? 'btw-overzicht' : 'bestellingen';
    response.type('text/csv; charset=utf-8').attachment(`${name}-${from}-tot-${to}.csv`).send(csv);
  }

  /** With its history: every move and refund, who made it (`isYou` for the one asking) and when. */
  @ApiRoute({ summary: 'One order, with its history', answer: 'AdminOrderDetailView', failures: [404] })
  @Requires('orders.read')
  @Get(':id')
  one(@CurrentMember() member: Member, @Param('id') id: string): Promise<AdminOrderDetailView> {
    return this.orders.detail(member.shopId, id, member.userId);
  }

  @ApiRoute({
    summary: 'Mark an order as picked up',
    body: 'MarkPickedUp',
    answer: 'AdminOrderView',
    failures: [404, 409],
  })
  @Requires('orders.handle')
  @Put(':id/mark-picked-up')
  markPickedUp(
    @CurrentMember() member: Member,
    @Param('id') id: string,
    @Body(new ParsePipe(parseMarkPickedUp)) _body: MarkPickedUp,
  ): Promise<AdminOrderView> {
    return this.commands.markPickedUp(member.shopId, id, actorOf(member));
  }

  @ApiRoute({
    summary: 'Mark an order as ready',
    body: 'MarkReady',
    answer: 'AdminOrderView',
    failures: [404, 409],
  })
  @Requires('orders.handle')
  @Put(':id/mark-ready')
  markReady(
    @CurrentMember() member: Member,
    @Param('id') id: string,
    @Body(new ParsePipe(parseMarkReady)) _body: MarkReady,
  ): Promise<AdminOrderView> {
    return this.commands.markReady(member.shopId, id, actorOf(member));
  }

  /**
   * 'Gezien': the order is no longer 'Nieuw' for the kitchen. The first tap is recorded (who and
   * when); again, or by someone else after, the same answer. No body.
   */
  @ApiRoute({
    summary: "Mark a paid order as seen ('Gezien')",
    answer: 'AdminOrderView',
    failures: [404],
  })
  @Requires('orders.handle')
  @Put(':id/acknowledge')
  acknowledge(@CurrentMember() member: Member, @Param('id') id: string): Promise<AdminOrderView> {
    return this.attention.acknowledge(member.shopId, id, actorOf(member));
  }

  /** `{ undo: 'ready' | 'pickedUp' }`, within 5 s of the click; later a Dutch 409. */
  @ApiRoute({
    summary: 'Undo marking an order ready or picked up, within seconds',
    body: 'UndoMove',
    answer: 'AdminOrderView',
    failures: [404, 409],
  })
  @Requires('orders.handle')
  @Post(':id/undo')
  @HttpCode(200)
  undo(
    @CurrentMember() member: Member,
    @Param('id') id: string,
    @Body(new ParsePipe(parseUndoMove)) body: UndoMove,
  ): Promise<AdminOrderView> {
    return this.commands.undo(member.shopId, id, body.undo, actorOf(member));
  }

  /** `{ reason }`: cancelled, and everything not yet refunded goes back. Again: the same answer. */
  @ApiRoute({
    summary: 'Cancel an order and refund what is left',
    body: 'CancelOrderInput',
    answer: 'AdminOrderView',
    failures: [404, 409],
  })
  @Requires('orders.cancel')
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @CurrentMember() member: Member,
    @Param('id') id: string,
    @Body(new ParsePipe(parseCancelOrder)) body: CancelOrderInput,
  ): Promise<AdminOrderView> {
    await this.refunds.cancel(member.shopId, id, body.reason, actorOf(member));
    return this.orders.one(member.shopId, id);
  }

  /** `{ amount, reason }` or `{ lines: [{ position, quantity }], reason }`; 201 with the order. */
  @ApiRoute({
    summary: 'Refund an amount or lines of an order (Idempotency-Key header optional)',
    body: 'RefundRequest',
    headers: {
      'Idempotency-Key':
        'Up to 100 letters, digits, `-` and `_`: a request sent again with the same key makes no second refund (a 409 while the first is still under way).',
    },
    answer: 'AdminOrderView',
    failures: [404, 409],
  })
  @Requires('orders.refund')
  @Post(':id/refunds')
  async refund(
    @CurrentMember() member: Member,
    @Param('id') id: string,
    @Headers('idempotency-key') idempotencyKey: unknown,
    @Body(new ParsePipe(parseRefund)) body: RefundInput,
  ): Promise<AdminOrderView> {
    await this.refunds.refund(member.shopId, id, body, readIdempotencyKey(idempotencyKey), actorOf(member));
    return this.orders.one(member.shopId, id);
  }
}
