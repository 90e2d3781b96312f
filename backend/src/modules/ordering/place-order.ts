import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  isWithinOrderHorizon,
  lineTitle,
  ORDER_LIMITS,
  orderingPausedMessage,
  orderTotalError,
  ORDER_MESSAGES,
  pickupError,
  SYSTEM,
  platformFeeCents,
  todayIn,
  nameIn,
  translateMessage,
  type Language,
  type OrderInput,
  type PlaceOrderAnswer,
  type PricesChangedAnswer,
} from '@bestelklaar/domain';
import { Clock } from '../../common/clock';
import { AppError, Conflict, ValidationFailed } from '../../common/errors/app-error';
import { describeError } from '../../common/errors/describe-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { PaymentsService } from '../payments/payments.service';
import { SchedulingService } from '../scheduling/scheduling.service';
import { OrderLineEntity } from './order-line.entity';
import { OrderTransitions } from './order-transitions';
import { OrderPricing } from './order-pricing';
import { newOrderKey } from './order-access';
import { languageParameter } from './order-links';
import { OrderEntity } from './order.entity';
import { OrderRateLimits } from './rate-limits';
import { DayClaims, type LimitedLine } from './day-claims';
import { SlotClaims } from './slot-claims';
import { StockClaims, UnpaidShareHeld, type StockedLine } from './stock-claims';
import { clientHolder, holdersOf, UnpaidHolds } from './unpaid-holds';

/** The payment provider could not make a payment page: the order is off, the customer may try later. */
export class PaymentUnavailable extends AppError {
  readonly status = 503;
  constructor() {
    super(ORDER_MESSAGES.paymentUnavailable);
  }
}

/** The shortest life Stripe Checkout gives a payment page. */
const PAYMENT_PAGE_MIN_MINUTES = 30;

interface OrderClaim {
  order: OrderEntity;
  lines: OrderLineEntity[];
  client: string;
  maxOrdersPerSlot: number | null;
  stocked: StockedLine[];
  limited: LimitedLine[];
}

export type PlaceOrderResult =
  { kind: 'placed'; answer: PlaceOrderAnswer } | { kind: 'prices-changed'; answer: PricesChangedAnswer };

/**
 * Placing an order: the shop, its payments, the day and slot, the items and their prices are all
 * checked on the server; then the order, its line snapshot, its items' stock and daily counts and
 * its slot place are written in one transaction, and only after that the provider is asked for a
 * payment page. Unpaid orders together hold at most half of a piece's places, of an item's stock
 * and of an item's daily maximum: past that, an order that fits is placed holding nothing and takes
 * its place when paid (OrderOutcomes).
 */
@Injectable()
export class PlaceOrder {
  private readonly logger = new Logger('Bestellingen');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly scheduling: SchedulingService,
    private readonly payments: PaymentsService,
    private readonly pricing: OrderPricing,
    private readonly slotClaims: SlotClaims,
    private readonly stockClaims: StockClaims,
    private readonly dayClaims: DayClaims,
    private readonly unpaidHolds: UnpaidHolds,
    private readonly rateLimits: OrderRateLimits,
    private readonly transitions: OrderTransitions,
  ) {}

  /** `requested`: the language the request's Accept-Language names, if any (the order's, unless the body names one). */
  async place(
    subdomain: string,
    input: OrderInput,
    client: string,
    requested?: Language,
  ): Promise<PlaceOrderResult> {
    const now = this.clock.now();
    const shop = await this.accounts.launchedShop(subdomain);
    if (shop.orderingPausedUntil)
      throw new Conflict(orderingPausedMessage(shop.orderingPausedUntil, shop.timeZone));
    const chargeable = await this.payments.chargeableAccount(shop.accountId);
    if (!chargeable) throw new Conflict(ORDER_MESSAGES.shopCannotTakePayments);

    const schedule = await this.scheduling.pickupSchedule(shop.accountId, now);
    const pickupProblem = pickupError(schedule, input.date, input.timeSlot, now);
    if (pickupProblem) throw ValidationFailed.ofFields({ [pickupProblem.field]: pickupProblem.message });
    if (!isWithinOrderHorizon(todayIn(shop.timeZone, now), input.date))
      throw ValidationFailed.ofFields({ date: ORDER_MESSAGES.dayTooFarAhead });

    const language = input.language ?? requested ?? shop.defaultLanguage;
    const priced = await this.pricing.price(
      shop.accountId,
      input.cartItems,
      todayIn(shop.timeZone, now),
      language,
    );
    if (priced.kind === 'prices-changed')
      return {
        kind: 'prices-changed',
        answer: {
          statusCode: 409,
          message: translateMessage(ORDER_MESSAGES.pricesChanged, requested ?? 'nl'),
          error: 'Conflict',
          code: 'prices-changed',
          currentPrices: priced.currentPrices,
        },
      };
    const { cart, snapshots, items } = priced;
    const totalProblem = orderTotalError(cart.totalCents);
    if (totalProblem) throw ValidationFailed.ofFields({ cartItems: totalProblem });

    const settings = await this.accounts.settings(shop.accountId);
    const orderKey = newOrderKey();
    const order = this.uow.repository(OrderEntity).create({
      id: randomUUID(),
      accountId: shop.accountId,
      state: 'pending_payment',
      customerName: input.name,
      customerPhone: input.phone,
      customerEmail: input.email,
      language,
      pickupDate: input.date,
      slotStart: input.timeSlot.start,
      slotEnd: input.timeSlot.end,
      totalCents: cart.totalCents,
      discountCents: cart.discountCents,
      feeCents: platformFeeCents(cart.totalCents, this.config.platformFee),
      holdsPlace: true,
      paymentProvider: chargeable.provider,
      paymentAccountId: chargeable.providerAccountId,
      paymentSessionId: null,
      paymentUrl: null,
      paymentExpiresAt: new Date(now.getTime() + ORDER_LIMITS.paymentWindowMinutes * 60_000),
      createdAt: now,
      paidAt: null,
      readyAt: null,
      pickedUpAt: null,
      expiredAt: null,
      anonymisedAt: null,
      heldByClient: clientHolder(client),
      accessKeyHash: orderKey.hash,
    });
    const lines = cart.lines.map((line, position) =>
      this.uow.repository(OrderLineEntity).create({
        orderId: order.id,
        position,
        accountId: shop.accountId,
        itemId: input.cartItems[position]._id,
        itemKind: input.cartItems[position].type,
        name: snapshots[position].name,
        selectedOptions: input.cartItems[position].selectedOptions,
        optionLines: snapshots[position].optionLines,
        includedProducts: snapshots[position].includedProducts,
        customerTexts: snapshots[position].customerTexts,
        allergens: snapshots[position].allergens,
        quantity: line.quantity,
        unitPriceCents: line.unitCents,
        lineTotalCents: line.lineCents,
        vatRate: line.vatRate,
        discountHundredths: Math.round(line.discountPercent * 100),
        discountCents: line.discountCents,
      }),
    );

    const claim: OrderClaim = {
      order,
      lines,
      client,
      maxOrdersPerSlot: shop.maxOrdersPerSlot,
      // Named as the customer reads them, for the refusal when too few are left.
      stocked: input.cartItems.map((line, index) => ({
        ...line,
        stockProducts: items[index].stockProducts.map((product) => ({
          id: product.id,
          name: nameIn(product, language),
        })),
      })),
      limited: input.cartItems.map((line, index) => ({
        ...line,
        name: nameIn(items[index], language),
        dailyLimit: items[index].dailyLimit,
      })),
    };
    try {
      await this.uow.transaction(() => this.claim(claim, 'hold'));
    } catch (error) {
      if (!(error instanceof UnpaidShareHeld)) throw error;
      // Unpaid orders hold their half already: this one holds nothing and takes its place once paid.
      order.holdsPlace = false;
      await this.uow.transaction(() => this.claim(claim, 'pay-first'));
    }

    const paymentUrl = await this.openPaymentPage(order, orderKey.key, settings, lines);
    return { kind: 'placed', answer: { paymentUrl, orderId: order.id, orderKey: orderKey.key } };
  }

  /**
   * The order, its lines and what it claims, in one transaction; the claims come last, so their rows
   * stay locked only for the claims and the commit. `hold`: it holds its place, stock and daily
   * counts while unpaid, within the unpaid half (an UnpaidShareHeld otherwise, and all rolls back);
   * `pay-first`: it holds none of them, only checked to fit now, and takes them when its payment arrives.
   */
  private async claim(
    { order, lines, client, maxOrdersPerSlot, stocked, limited }: OrderClaim,
    mode: 'hold' | 'pay-first',
  ): Promise<void> {
    // Turns are taken in here, so an order refused before (400, 409) or rolled back uses up none.
    await this.rateLimits.takeClientTurn(order.accountId, client);
    await this.uow.repository(OrderEntity).insert(order);
    await this.uow.repository(OrderLineEntity).insert(lines);
    const held = await this.unpaidHolds.claim(
      order.accountId,
      holdersOf(order),
      this.config.unpaidOrdersPerCustomer,
    );
    if (!held) throw new Conflict(ORDER_MESSAGES.tooManyUnpaidOrders(this.config.unpaidOrdersPerCustomer));
    if (mode === 'hold' && !(await this.rateLimits.takeShopTurn(order.accountId)))
      throw new UnpaidShareHeld();
    if (mode === 'hold') {
      await this.stockClaims.claim(order.accountId, order.id, stocked);
      await this.dayClaims.claim(order.accountId, order.id, order.pickupDate, limited);
    } else {
      await this.stockClaims.want(order.accountId, order.id, stocked);
      await this.dayClaims.want(order.accountId, order.id, order.pickupDate, limited);
    }
    const slot =
      mode === 'hold'
        ? await this.slotClaims.hold(order.accountId, order.pickupDate, order.slotStart, maxOrdersPerSlot)
        : await this.slotClaims.room(order.accountId, order.pickupDate, order.slotStart, maxOrdersPerSlot);
    if (slot === 'full') throw new Conflict(ORDER_MESSAGES.slotFull, { timeSlot: ORDER_MESSAGES.slotFull });
    if (slot === 'unpaid-share-held') throw new UnpaidShareHeld();
  }

  /** After commit: the provider's payment page; when it fails, the order ends and its place is free again. */
  private async openPaymentPage(
    order: OrderEntity,
    orderKey: string,
    shop: { shopName: string; subdomain: string },
    lines: OrderLineEntity[],
  ): Promise<string> {
    const shopUrl = `${this.config.publicBaseUrl}/${shop.subdomain}`;
    // The result pages open in the order's language, whatever the browser that comes back prefers.
    const language = languageParameter(order.language);
    try {
      // The database numbers the shop's orders as they go in (a trigger): the payment names it.
      const { number } = await this.uow
        .repository(OrderEntity)
        .findOneOrFail({ where: { id: order.id }, select: { number: true } });
      const session = await this.payments.createCheckoutSession({
        providerAccountId: order.paymentAccountId,
        orderId: order.id,
        orderNumber: number,
        shopName: shop.shopName,
        // The customer pays for what they read: the lines in the order's language.
        lines: lines.map((line) => ({
          name: lineTitle(line.customerTexts.name, line.customerTexts.optionLines),
          unitAmountCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
        totalCents: order.totalCents,
        feeCents: order.feeCents,
        customerEmail: order.customerEmail,
        locale: order.language,
        expiresAt: this.paymentPageExpiry(),
        successUrl: `${shopUrl}/betaling-succes?order=${order.id}&key=${orderKey}${language}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${shopUrl}/betaling-gestopt?order=${order.id}&key=${orderKey}${language}`,
        idempotencyKey: `order-${order.id}`,
      });
      // The order keeps its own expiry: the page outlives it (Stripe's minimum) and is ended early.
      await this.uow
        .repository(OrderEntity)
        .update({ id: order.id }, { paymentSessionId: session.sessionId, paymentUrl: session.url });
      return session.url;
    } catch (error) {
      this.logger.warn(`Geen betaalpagina voor bestelling ${order.id}: ${describeError(error)}`);
      await this.transitions.move(order.id, 'expired', SYSTEM);
      throw new PaymentUnavailable();
    }
  }

  /**
   * Stripe refuses an `expires_at` under 30 minutes from its own now, so the page's life is counted
   * from the moment of the call, with half a minute for the request's way there. The order's own
   * window is shorter: the sweeper expires the page through the provider when it is over.
   */
  private paymentPageExpiry(): Date {
    const minutes = Math.max(ORDER_LIMITS.paymentWindowMinutes, PAYMENT_PAGE_MIN_MINUTES);
    return new Date(this.clock.now().getTime() + minutes * 60_000 + 30_000);
  }
}
